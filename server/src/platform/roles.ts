import { storedObject } from './stored-object.ts';

/** A user's role (docs/portal.md, "Roles"): the team or a client. */
export const roles = ['staff', 'client'] as const;
export type Role = (typeof roles)[number];

/** `app_metadata.role` (docs/portal.md, "Roles"): "staff" is the team, anything else a client. */
export function isStaff(user: { app_metadata: string }) {
  return storedObject(user.app_metadata).role === 'staff';
}
