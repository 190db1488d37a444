import type { User } from '@supabase/auth-js';
import { paths } from '../paths.ts';

/**
 * A member of the team: `app_metadata.role` is "staff" (docs/portal.md, "Roles"), as the server
 * reads it. The browser only uses it to choose pages; the data API checks it on every request.
 */
export const isStaff = (user: User) => user.app_metadata.role === 'staff';

/** Where a signed-in user lands: the team's console, or the client area. */
export const homePathFor = (user: User) => (isStaff(user) ? paths.admin : paths.dashboard);
