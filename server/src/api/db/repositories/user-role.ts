import { sql } from 'kysely';
import type { Dialect } from '../../../db/database.ts';

/** `users.app_metadata.role` as SQL (docs/portal.md, "Roles"): "staff", "client" or null. */
export function userRole(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql<string | null>`cast(users.app_metadata as jsonb) ->> 'role'`
    : sql<string | null>`json_extract(users.app_metadata, '$.role')`;
}
