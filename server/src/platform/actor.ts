/** Who asked for a change, for the audit log; an operator's command has none of it. */
export interface Actor {
  ip?: string | null;
  userAgent?: string | null;
  /** The member of the team acting from the console on someone else's account. */
  actorId?: string | null;
}

/** The actor's part of an audit entry (a change object carries more than that). */
export const auditedActor = ({ ip, userAgent, actorId }: Actor) => ({ ip, userAgent, actorId });
