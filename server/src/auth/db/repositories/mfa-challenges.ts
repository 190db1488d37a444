import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

export type ChallengeRow = Selectable<Database['mfa_challenges']>;

/** Challenges issued for second factors (mfa_challenges); each is answered once. */
export function createChallengeRepository() {
  return {
    async insert(db: Queryable, challenge: ChallengeRow) {
      await db.insertInto('mfa_challenges').values(challenge).execute();
    },

    /** A challenge of that factor, or nothing: another factor's challenge is not this one's. */
    find(db: Queryable, id: string, factorId: string) {
      return db
        .selectFrom('mfa_challenges')
        .selectAll()
        .where('id', '=', id)
        .where('factor_id', '=', factorId)
        .executeTakeFirst();
    },

    async delete(db: Queryable, id: string) {
      await db.deleteFrom('mfa_challenges').where('id', '=', id).execute();
    },

    async deleteExpiredOf(db: Queryable, factorId: string, now: string) {
      await db
        .deleteFrom('mfa_challenges')
        .where('factor_id', '=', factorId)
        .where('expires_at', '<=', now)
        .execute();
    },
  };
}
