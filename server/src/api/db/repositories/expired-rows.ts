import { type RawBuilder, sql } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Database } from '../../../db/schema.ts';

/** Rows deleted per statement: none runs long or holds SQLite's writer for long. */
const batchSize = 500;

/** Deletes the rows of `table` that meet `condition`, a batch at a time; returns how many. */
async function deleteInBatches(
  db: Queryable,
  table: keyof Database,
  key: string,
  condition: RawBuilder<unknown>,
) {
  let total = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      delete from ${sql.table(table)} where ${sql.ref(key)} in (
        select ${sql.ref(key)} from ${sql.table(table)} where ${condition} limit ${batchSize}
      )`.execute(db);
    const deleted = Number(numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

const before = (column: string, at: string) => sql`${sql.ref(column)} < ${at}`;

/**
 * Rows past their use and their retention: the only module that deletes them in bulk. Each
 * function takes ISO timestamps and returns how many rows it deleted.
 */
export function createExpiredRowRepository() {
  return {
    rateLimitsStartedBefore: (db: Queryable, at: string) =>
      deleteInBatches(db, 'rate_limits', 'key', before('window_started_at', at)),

    auditLogBefore: (db: Queryable, at: string) =>
      deleteInBatches(db, 'audit_log', 'id', before('created_at', at)),

    oneTimeTokensExpiredBefore: (db: Queryable, at: string) =>
      deleteInBatches(db, 'one_time_tokens', 'token_hash', before('expires_at', at)),

    /** Codes to sign in by e-mail: an address typed by anyone is kept no longer than its code. */
    signInCodesExpiredBefore: (db: Queryable, at: string) =>
      deleteInBatches(db, 'sign_in_codes', 'email', before('expires_at', at)),

    /**
     * Sessions that ended before `at`, by their time box or by going unused since `unusedSince`;
     * their refresh tokens go with them (foreign key).
     */
    sessionsEndedBefore: (db: Queryable, at: string, unusedSince: string) =>
      deleteInBatches(
        db,
        'sessions',
        'id',
        sql`${before('not_after', at)} or ${before('refreshed_at', unusedSince)}`,
      ),

    /** Used refresh tokens of sessions still live. */
    refreshTokensRevokedBefore: (db: Queryable, at: string) =>
      deleteInBatches(db, 'refresh_tokens', 'token_hash', before('revoked_at', at)),

    /**
     * Refresh tokens of sessions a ban ended (decision 021): banned before `at`, or whose user is
     * no longer banned at `now` (the ban ran out).
     */
    refreshTokensEndedByBanBefore: (db: Queryable, at: string, now: string) =>
      deleteInBatches(
        db,
        'banned_refresh_tokens',
        'token_hash',
        sql`${before('banned_at', at)} or ${sql.ref('user_id')} not in (
          select ${sql.ref('id')} from ${sql.table('users')} where ${sql.ref('banned_until')} > ${now}
        )`,
      ),

    /** Jobs done or failed for good; pending and running ones stay, whatever their age. */
    jobsFinishedBefore: (db: Queryable, at: string) =>
      deleteInBatches(
        db,
        'jobs',
        'id',
        sql`${sql.ref('status')} in ('done', 'failed') and ${before('finished_at', at)}`,
      ),
  };
}
