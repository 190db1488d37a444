import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { MaterialsTable } from '../../../db/schema.ts';

export type MaterialRow = Selectable<MaterialsTable>;

/** The library's rows and who opened what: the only module with its SQL (chunks aside). */
export function createMaterialRepository() {
  return {
    find(db: Queryable, id: string) {
      return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Everything, drafts included, newest first (the team's library). */
    listAll(db: Queryable) {
      return db.selectFrom('materials').selectAll().orderBy('created_at', 'desc').execute();
    },

    /** Whether clients have anything to read. */
    async anyPublished(db: Queryable) {
      const row = await db
        .selectFrom('materials')
        .select('id')
        .where('published_at', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Published materials, newest first, with when `userId` first opened each. */
    listPublished(db: Queryable, userId: string) {
      return db
        .selectFrom('materials')
        .leftJoin('material_opens', (join) =>
          join
            .onRef('material_opens.material_id', '=', 'materials.id')
            .on('material_opens.user_id', '=', userId),
        )
        .selectAll('materials')
        .select('material_opens.opened_at')
        .where('materials.published_at', 'is not', null)
        .orderBy('materials.published_at', 'desc')
        .execute();
    },

    async insert(db: Queryable, row: Insertable<MaterialsTable>) {
      await db.insertInto('materials').values(row).execute();
    },

    async update(db: Queryable, id: string, changes: Updateable<MaterialsTable>) {
      const result = await db
        .updateTable('materials')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Its chunks and opens go with it (foreign keys). */
    async delete(db: Queryable, id: string) {
      const result = await db.deleteFrom('materials').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Keeps the first time only. */
    async markOpened(db: Queryable, userId: string, materialId: string, at: string) {
      await db
        .insertInto('material_opens')
        .values({ user_id: userId, material_id: materialId, opened_at: at })
        .onConflict((conflict) => conflict.columns(['user_id', 'material_id']).doNothing())
        .execute();
    },

    /** What a client opened, for their data export. */
    listOpenedBy(db: Queryable, userId: string) {
      return db
        .selectFrom('material_opens')
        .innerJoin('materials', 'materials.id', 'material_opens.material_id')
        .select(['materials.id', 'materials.title', 'material_opens.opened_at'])
        .where('material_opens.user_id', '=', userId)
        .orderBy('material_opens.opened_at')
        .execute();
    },
  };
}
