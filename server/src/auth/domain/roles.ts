import type { UserRow } from '../db/repositories/users.ts';
import { appMetadataOf } from './metadata.ts';

/** A user's role (docs/portal.md, "Roles"): the team or a client. */
export const roles = ['staff', 'client'] as const;
export type Role = (typeof roles)[number];

/** `app_metadata.role` (docs/portal.md, "Roles"): "staff" is the team, anything else a client. */
export function isStaff(user: UserRow) {
  return appMetadataOf(user).role === 'staff';
}
