import { isStaff } from '../../../platform/roles.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';

/** No host by that id (a member of the team), or no feed by that token. */
export class HostNotFound extends Error {
  constructor() {
    super('host not found');
    this.name = 'HostNotFound';
  }
}

/** A host is a member of the team: their user's id is the host's. */
export async function assertHost(services: ApiServices, db: Queryable, hostId: string) {
  const user = await services.auth.repositories.users.findById(db, hostId);
  if (!user || !isStaff(user)) throw new HostNotFound();
}
