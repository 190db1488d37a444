import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { OneTimeTokenPurpose } from '../db/schema.ts';
import { newOpaqueToken, tokenDigest } from './random-token.ts';
import { nowIso, secondsFrom, type Queryable } from './store-types.ts';

/**
 * A six-digit code has a million values: the per-IP limit on /verify alone would let someone
 * with many IP addresses guess at it for an hour. After this many wrong codes against one token its code stops
 * working; its link (a 256-bit token) still does.
 */
export const maxCodeAttempts = 5;

/**
 * Recovery, invitation, confirmation and magic-link tokens: random, stored as digests, single
 * use, one live token per user and purpose (security.md, "Tokens and sessions").
 */
export function createOneTimeTokens(expirySeconds: number, codeKey: string) {
  // Keyed: a million codes are quickly tried against a plain digest, by anyone who reads the table.
  function codeDigest(userId: string, code: string) {
    return createHmac('sha256', codeKey).update(`code:${userId}:${code}`).digest('base64url');
  }

  return {
    /** Replaces any live token of the same purpose. Returns the clear token and a 6-digit code. */
    async issue(db: Queryable, userId: string, purpose: OneTimeTokenPurpose, now = new Date()) {
      const token = newOpaqueToken();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const fresh = {
        token_hash: tokenDigest(token),
        code_hash: codeDigest(userId, code),
        code_attempts: 0,
        created_at: nowIso(now),
        expires_at: secondsFrom(now, expirySeconds),
      };
      // One statement, so that parallel requests for one address replace each other, not collide.
      await db
        .insertInto('one_time_tokens')
        .values({ ...fresh, user_id: userId, purpose })
        .onConflict((conflict) => conflict.columns(['user_id', 'purpose']).doUpdateSet(fresh))
        .execute();
      return { token, code };
    },

    /** Uses up a token presented by its clear value; undefined when unknown, used or expired. */
    async consume(
      db: Queryable,
      token: string,
      purposes: readonly OneTimeTokenPurpose[],
      now = new Date(),
    ) {
      const row = await db
        .deleteFrom('one_time_tokens')
        .where('token_hash', '=', tokenDigest(token))
        .where('purpose', 'in', purposes)
        .returning(['user_id', 'purpose', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > nowIso(now) ? row : undefined;
    },

    /**
     * Uses up a token presented as the e-mail address plus its 6-digit code. A wrong code counts
     * against the live tokens of that address; the last allowed attempt retires their codes.
     */
    async consumeCode(
      db: Queryable,
      userId: string,
      code: string,
      purposes: readonly OneTimeTokenPurpose[],
      now = new Date(),
    ) {
      const row = await db
        .deleteFrom('one_time_tokens')
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeDigest(userId, code))
        .where('purpose', 'in', purposes)
        .returning(['user_id', 'purpose', 'expires_at'])
        .executeTakeFirst();
      if (!row) {
        await db
          .updateTable('one_time_tokens')
          .set({
            code_attempts: sql<number>`code_attempts + 1`,
            // SET reads the row as it was: the attempt that reaches the limit retires the code.
            code_hash: sql<
              string | null
            >`case when code_attempts + 1 >= ${maxCodeAttempts} then null else code_hash end`,
          })
          .where('user_id', '=', userId)
          .where('purpose', 'in', purposes)
          .where('code_hash', 'is not', null)
          .execute();
        return undefined;
      }
      return row.expires_at > nowIso(now) ? row : undefined;
    },

    async revoke(db: Queryable, token: string) {
      await db.deleteFrom('one_time_tokens').where('token_hash', '=', tokenDigest(token)).execute();
    },

    async revokeAllOf(db: Queryable, userId: string) {
      await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
