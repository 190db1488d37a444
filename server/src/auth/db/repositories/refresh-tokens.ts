import type { Queryable } from '../../../platform/queryable.ts';

/** Refresh tokens, stored only as digests; each belongs to a session and dies with it. */
export function createRefreshTokenRepository() {
  return {
    async insert(
      db: Queryable,
      token: { hash: string; sessionId: string; parentHash: string | null; createdAt: string },
    ) {
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: token.hash,
          session_id: token.sessionId,
          parent_hash: token.parentHash,
          created_at: token.createdAt,
          revoked_at: null,
        })
        .execute();
    },

    /** The token's session and when it was used up (null while it is the live one). */
    find(db: Queryable, hash: string, sessionId?: string) {
      return db
        .selectFrom('refresh_tokens')
        .select(['session_id', 'revoked_at'])
        .where('token_hash', '=', hash)
        .$if(sessionId !== undefined, (query) => query.where('session_id', '=', sessionId!))
        .executeTakeFirst();
    },

    async revoke(db: Queryable, hash: string, at: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('token_hash', '=', hash)
        .execute();
    },
  };
}
