import type { Insertable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

/** Challenges handed out for passkey ceremonies (passkey_challenges): digests, spent once. */
export function createPasskeyChallengeRepository() {
  return {
    /** Stores a new challenge, and forgets every one that has expired meanwhile. */
    async insert(db: Queryable, challenge: Insertable<Database['passkey_challenges']>) {
      await db
        .deleteFrom('passkey_challenges')
        .where('expires_at', '<=', challenge.created_at)
        .execute();
      await db.insertInto('passkey_challenges').values(challenge).execute();
    },

    /**
     * Takes a challenge out of the store: the row, or nothing when it is unknown or another
     * request took it first. Expired or not, it is gone afterwards.
     */
    async take(db: Queryable, id: string) {
      const row = await db
        .selectFrom('passkey_challenges')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await db
        .deleteFrom('passkey_challenges')
        .where('id', '=', id)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n ? row : undefined;
    },
  };
}
