import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';

/** The tables a refused request must not touch (rate-limit counters and the audit log may move). */
export const accountTables = [
  'users',
  'sessions',
  'refresh_tokens',
  'banned_refresh_tokens',
  'one_time_tokens',
] as const;

/** Row counts of the given tables, in order: compared before and after a request. */
export function rowCounts(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[] = accountTables,
) {
  return Promise.all(
    tables.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
}
