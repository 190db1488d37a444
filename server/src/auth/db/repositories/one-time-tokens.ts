import { sql } from 'kysely';
import type { OneTimeTokenPurpose } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

export interface StoredOneTimeToken {
  tokenHash: string;
  codeHash: string;
  userId: string;
  purpose: OneTimeTokenPurpose;
  createdAt: string;
  expiresAt: string;
}

const consumedColumns = ['user_id', 'purpose', 'expires_at'] as const;

/** One-time tokens: digests only, one live row per user and purpose. */
export function createOneTimeTokenRepository() {
  return {
    /** Stores a token, replacing the user's live one of the same purpose in one statement. */
    async replace(db: Queryable, token: StoredOneTimeToken) {
      const fresh = {
        token_hash: token.tokenHash,
        code_hash: token.codeHash,
        code_attempts: 0,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      };
      await db
        .insertInto('one_time_tokens')
        .values({ ...fresh, user_id: token.userId, purpose: token.purpose })
        .onConflict((conflict) => conflict.columns(['user_id', 'purpose']).doUpdateSet(fresh))
        .execute();
    },

    /** The token with this digest, if it has one of the purposes; nothing is changed. */
    findByHash(db: Queryable, tokenHash: string, purposes: readonly OneTimeTokenPurpose[]) {
      return db
        .selectFrom('one_time_tokens')
        .select(consumedColumns)
        .where('token_hash', '=', tokenHash)
        .where('purpose', 'in', purposes)
        .executeTakeFirst();
    },

    /** Deletes and returns the token with this digest, if it has one of the purposes. */
    takeByHash(db: Queryable, tokenHash: string, purposes: readonly OneTimeTokenPurpose[]) {
      return db
        .deleteFrom('one_time_tokens')
        .where('token_hash', '=', tokenHash)
        .where('purpose', 'in', purposes)
        .returning(consumedColumns)
        .executeTakeFirst();
    },

    /** Deletes and returns the user's token whose code has this digest. */
    takeByCode(
      db: Queryable,
      userId: string,
      codeHash: string,
      purposes: readonly OneTimeTokenPurpose[],
    ) {
      return db
        .deleteFrom('one_time_tokens')
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('purpose', 'in', purposes)
        .returning(consumedColumns)
        .executeTakeFirst();
    },

    /**
     * Counts a wrong code against the user's live tokens; the attempt that reaches `maxAttempts`
     * retires their codes (SET reads the row as it was).
     */
    async countWrongCode(
      db: Queryable,
      userId: string,
      purposes: readonly OneTimeTokenPurpose[],
      maxAttempts: number,
    ) {
      await db
        .updateTable('one_time_tokens')
        .set({
          code_attempts: sql<number>`code_attempts + 1`,
          code_hash: sql<
            string | null
          >`case when code_attempts + 1 >= ${maxAttempts} then null else code_hash end`,
        })
        .where('user_id', '=', userId)
        .where('purpose', 'in', purposes)
        .where('code_hash', 'is not', null)
        .execute();
    },

    /** When the user's token of this purpose expires (or expired); undefined when there is none. */
    async expiryOf(db: Queryable, userId: string, purpose: OneTimeTokenPurpose) {
      const row = await db
        .selectFrom('one_time_tokens')
        .select('expires_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row?.expires_at;
    },

    async deleteByHash(db: Queryable, tokenHash: string) {
      await db.deleteFrom('one_time_tokens').where('token_hash', '=', tokenHash).execute();
    },

    async deleteAllOf(db: Queryable, userId: string) {
      await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
    },
  };
}
