import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UsersTable } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

export type UserRow = Selectable<UsersTable>;

/** The only module that reads or writes the users table. */
export function createUserRepository() {
  const findById = (db: Queryable, id: string) =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findById,

    findByEmail(db: Queryable, email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async insert(db: Queryable, row: Insertable<UsersTable>) {
      await db.insertInto('users').values(row).execute();
      return (await findById(db, row.id))!;
    },

    /** The row after the change, or undefined when it was deleted meanwhile. */
    async update(db: Queryable, id: string, changes: Updateable<UsersTable>) {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
      return findById(db, id);
    },

    async delete(db: Queryable, id: string) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    page(db: Queryable, offset: number, limit: number) {
      return db
        .selectFrom('users')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(db: Queryable) {
      const { total } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
