import { sql } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';

/**
 * Codes to sign in by e-mail (decision 044): one row per address, digests only. Every statement
 * takes the time it compares expiries with, so a row past its expiry is never used.
 */
export function createSignInCodeRepository() {
  return {
    /** Starts an address's request, replacing its previous one whatever became of it. */
    async replace(
      db: Queryable,
      row: { email: string; requestId: string; createdAt: string; expiresAt: string },
    ) {
      const fresh = {
        request_id: row.requestId,
        code_hash: null,
        link_hash: null,
        attempts: 0,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      };
      await db
        .insertInto('sign_in_codes')
        .values({ email: row.email, ...fresh })
        .onConflict((conflict) => conflict.column('email').doUpdateSet(fresh))
        .execute();
    },

    /**
     * Gives the request's row its code and link, unless a later request replaced it, it expired
     * or its tries are spent; returns when it expires, or undefined when it was not armed.
     */
    async arm(
      db: Queryable,
      request: { requestId: string; codeHash: string; linkHash: string; maxAttempts: number },
      now: string,
    ) {
      const row = await db
        .updateTable('sign_in_codes')
        .set({ code_hash: request.codeHash, link_hash: request.linkHash })
        .where('request_id', '=', request.requestId)
        .where('code_hash', 'is', null)
        .where('attempts', '<', request.maxAttempts)
        .where('expires_at', '>', now)
        .returning('expires_at')
        .executeTakeFirst();
      return row?.expires_at;
    },

    /** Takes back a code and link whose e-mail did not leave. */
    async disarm(db: Queryable, requestId: string) {
      await db
        .updateTable('sign_in_codes')
        .set({ code_hash: null, link_hash: null })
        .where('request_id', '=', requestId)
        .execute();
    },

    /** The address's unexpired row: whether it has a request to answer for, and its tries. */
    findLive(db: Queryable, email: string, now: string) {
      return db
        .selectFrom('sign_in_codes')
        .select(['email', 'attempts'])
        .where('email', '=', email)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Deletes and returns the address's unexpired row whose code has this digest. */
    takeByCode(db: Queryable, email: string, codeHash: string, now: string) {
      return db
        .deleteFrom('sign_in_codes')
        .where('email', '=', email)
        .where('code_hash', '=', codeHash)
        .where('expires_at', '>', now)
        .returning('email')
        .executeTakeFirst();
    },

    /** Deletes and returns the unexpired row whose link has this digest. */
    takeByLink(db: Queryable, linkHash: string, now: string) {
      return db
        .deleteFrom('sign_in_codes')
        .where('link_hash', '=', linkHash)
        .where('expires_at', '>', now)
        .returning('email')
        .executeTakeFirst();
    },

    /** Whether an unexpired row has this link digest; nothing is changed. */
    async hasLink(db: Queryable, linkHash: string, now: string) {
      const row = await db
        .selectFrom('sign_in_codes')
        .select('email')
        .where('link_hash', '=', linkHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.email;
    },

    /**
     * Counts a wrong code against the address's live row; the try that reaches `maxAttempts`
     * retires the code (SET reads the row as it was). Returns the tries so far, or undefined when
     * the row had no tries left or expired.
     */
    async countWrongCode(db: Queryable, email: string, maxAttempts: number, now: string) {
      const row = await db
        .updateTable('sign_in_codes')
        .set({
          attempts: sql<number>`attempts + 1`,
          code_hash: sql<
            string | null
          >`case when attempts + 1 >= ${maxAttempts} then null else code_hash end`,
        })
        .where('email', '=', email)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },
  };
}
