/** Why the plan refused a read or a change (docs/portal.md, "The legacy plan"). */
export type PlanRefusalReason =
  | 'plan_not_found'
  | 'template_not_found'
  | 'client_not_found'
  | 'milestone_not_found'
  | 'file_not_found'
  | 'plan_exists'
  | 'team_milestone'
  | 'evidence_required'
  | 'evidence_unknown'
  | 'evidence_limit'
  | 'plan_item_unknown'
  | 'host_not_member'
  | 'template_limit';

export class PlanRefusal extends Error {
  constructor(
    readonly reason: PlanRefusalReason,
    /** The input's path the refusal is about ("stages.0.milestones.2.id"), when there is one. */
    readonly field?: string,
  ) {
    super(reason);
    this.name = 'PlanRefusal';
  }
}
