import { sql } from 'kysely';
import type { Queryable } from '../../../auth/db/repositories/queryable.ts';
import type { Dialect } from '../../../db/database.ts';

/** The team's accounts: users whose `app_metadata.role` is "staff" (docs/portal.md, "Roles"). */
export function createStaffAccountRepository(dialect: Dialect) {
  const role =
    dialect === 'postgres'
      ? sql<string>`cast(app_metadata as jsonb) ->> 'role'`
      : sql<string>`json_extract(app_metadata, '$.role')`;
  return {
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
