import { sql } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';

/**
 * The refresh tokens of sessions a ban ended (decision 021): digests only, so that a refresh with
 * one can still name the ban. The sessions themselves are gone.
 */
export function createBannedRefreshTokenRepository() {
  return {
    /** Keeps the digest of every refresh token of the user's sessions, before they end. */
    async keepAllOf(db: Queryable, userId: string, at: string) {
      await db
        .insertInto('banned_refresh_tokens')
        .columns(['token_hash', 'user_id', 'banned_at'])
        .expression((eb) =>
          eb
            .selectFrom('refresh_tokens')
            .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
            .select([
              'refresh_tokens.token_hash',
              'sessions.user_id',
              // Typed, so that PostgreSQL knows the parameter's type in a select list.
              sql<string>`cast(${at} as text)`.as('banned_at'),
            ])
            .where('sessions.user_id', '=', userId),
        )
        .execute();
    },

    /** The user of a token a ban ended, as far as the ban goes; none once the user is deleted. */
    findUser(db: Queryable, hash: string) {
      return db
        .selectFrom('banned_refresh_tokens')
        .innerJoin('users', 'users.id', 'banned_refresh_tokens.user_id')
        .select('users.banned_until')
        .where('banned_refresh_tokens.token_hash', '=', hash)
        .executeTakeFirst();
    },

    async deleteAllOf(db: Queryable, userId: string) {
      await db.deleteFrom('banned_refresh_tokens').where('user_id', '=', userId).execute();
    },
  };
}
