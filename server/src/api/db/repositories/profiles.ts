import type { Selectable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ProfilesTable } from '../../../db/schema.ts';

export type ProfileRow = Selectable<ProfilesTable>;

/** The only module that reads or writes the profiles table. */
export function createProfileRepository() {
  return {
    find(db: Queryable, userId: string) {
      return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Writes the whole profile in one statement, creating it on the first save. */
    async save(db: Queryable, row: ProfileRow) {
      const { user_id, ...fields } = row;
      await db
        .insertInto('profiles')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
        .execute();
    },
  };
}
