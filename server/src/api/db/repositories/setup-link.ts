import type { Queryable } from '../../../platform/queryable.ts';

const onlyRow = 1;

/** The only module that reads or writes the first run's link (decision 037). */
export function createSetupLinkRepository() {
  return {
    find(db: Queryable) {
      return db.selectFrom('setup_link').selectAll().where('id', '=', onlyRow).executeTakeFirst();
    },

    /** The new link's digest in place of any earlier link, used or not. */
    async replace(
      db: Queryable,
      link: { tokenHash: string; createdAt: string; expiresAt: string },
    ) {
      const row = {
        token_hash: link.tokenHash,
        created_at: link.createdAt,
        expires_at: link.expiresAt,
        used_at: null,
      };
      await db
        .insertInto('setup_link')
        .values({ id: onlyRow, ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
    },

    /**
     * Marks the link used if it is still this one, unused and unexpired; whether it did. On
     * PostgreSQL a second transaction waits on the row and then finds it used.
     */
    async spend(db: Queryable, tokenHash: string, now: string) {
      const result = await db
        .updateTable('setup_link')
        .set({ used_at: now })
        .where('id', '=', onlyRow)
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
