/** Why the team's console refused an action on a client's account. */
export type ClientRefusalReason =
  'client_not_found' | 'account_exists' | 'invitation_accepted' | 'client_disabled';

export class ClientRefusal extends Error {
  constructor(readonly reason: ClientRefusalReason) {
    super(reason);
    this.name = 'ClientRefusal';
  }
}
