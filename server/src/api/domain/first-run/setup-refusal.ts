/** Why the first run's link was refused (decision 037). */
export type SetupRefusalReason =
  'setup_link_invalid' | 'setup_link_used' | 'setup_link_expired' | 'setup_closed';

export class SetupRefusal extends Error {
  constructor(readonly reason: SetupRefusalReason) {
    super(reason);
    this.name = 'SetupRefusal';
  }
}
