import type { Queryable } from '../../../platform/queryable.ts';
import type { Dialect } from '../../../db/database.ts';
import { userRole } from './user-role.ts';

/** The team's accounts: users whose `app_metadata.role` is "staff" (docs/portal.md, "Roles"). */
export function createStaffAccountRepository(dialect: Dialect) {
  const role = userRole(dialect);
  return {
    /** Whether the team has any account yet (the first run lasts until it does). */
    async exist(db: Queryable) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(role, '=', 'staff')
        .executeTakeFirst();
      return row !== undefined;
    },

    async emails(db: Queryable) {
      const rows = await db
        .selectFrom('users')
        .select('email')
        .where(role, '=', 'staff')
        .orderBy('email')
        .execute();
      return rows.map((row) => row.email);
    },
  };
}
