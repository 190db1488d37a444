import type { Insertable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Dialect } from '../../../db/database.ts';
import type {
  SiteContentDraftTable,
  SiteContentVersionsTable,
  SiteImagesTable,
} from '../../../db/schema.ts';

/** How many versions the console lists (all are kept). */
const listedVersions = 100;

/**
 * The content document's versions and the team's photos: the only module with their SQL. On
 * PostgreSQL a publication holds its photos' rows shared while it checks them, and a deletion holds
 * its photo's row alone while it checks the live version, so neither can slip past the other.
 */
export function createSiteContentRepository(dialect: Dialect) {
  return {
    /** The live version's number; 0 before anything is published. */
    async liveVersion(db: Queryable): Promise<number> {
      const row = await db
        .selectFrom('site_content_versions')
        .select((eb) => eb.fn.max('version').as('version'))
        .executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    findVersion(db: Queryable, version: number) {
      return db
        .selectFrom('site_content_versions')
        .leftJoin('users', 'users.id', 'site_content_versions.published_by')
        .selectAll('site_content_versions')
        .select('users.email as publisher_email')
        .where('version', '=', version)
        .executeTakeFirst();
    },

    listVersions(db: Queryable) {
      return db
        .selectFrom('site_content_versions')
        .leftJoin('users', 'users.id', 'site_content_versions.published_by')
        .select([
          'site_content_versions.version',
          'site_content_versions.published_at',
          'site_content_versions.published_by',
          'site_content_versions.restored_from',
          'users.email as publisher_email',
        ])
        .orderBy('version', 'desc')
        .limit(listedVersions)
        .execute();
    },

    /** Fails with a unique violation when `row.version` is taken (someone published first). */
    async insertVersion(db: Queryable, row: Insertable<SiteContentVersionsTable>) {
      await db.insertInto('site_content_versions').values(row).execute();
    },

    findDraft(db: Queryable) {
      return db
        .selectFrom('site_content_draft')
        .leftJoin('users', 'users.id', 'site_content_draft.saved_by')
        .selectAll('site_content_draft')
        .select('users.email as saver_email')
        .where('site_content_draft.id', '=', 1)
        .executeTakeFirst();
    },

    /** Replaces the team's draft, or starts it. */
    async saveDraft(db: Queryable, draft: Omit<Insertable<SiteContentDraftTable>, 'id'>) {
      await db
        .insertInto('site_content_draft')
        .values({ id: 1, ...draft })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(draft))
        .execute();
    },

    /** Whether there was a draft to drop. */
    async deleteDraft(db: Queryable): Promise<boolean> {
      const result = await db.deleteFrom('site_content_draft').executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    listImages(db: Queryable) {
      return db
        .selectFrom('site_images')
        .select(['id', 'width', 'height', 'created_at'])
        .orderBy('created_at', 'desc')
        .execute();
    },

    findImages(db: Queryable, ids: readonly string[], { holdForPublication = false } = {}) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('site_images')
        .select(['id', 'width', 'height'])
        .where('id', 'in', ids)
        .$if(holdForPublication && dialect === 'postgres', (query) => query.forShare())
        .execute();
    },

    /** Whether the photo exists, holding its row until the transaction ends. */
    async holdImage(db: Queryable, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('site_images')
        .select('id')
        .where('id', '=', id)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Deletes the photo and, by cascade, its converted files. */
    async deleteImage(db: Queryable, id: string) {
      await db.deleteFrom('site_images').where('id', '=', id).execute();
    },

    async insertImage(
      db: Queryable,
      row: Insertable<SiteImagesTable>,
      files: ReadonlyArray<{ name: string; contentType: string; data: Buffer }>,
    ) {
      await db.insertInto('site_images').values(row).execute();
      await db
        .insertInto('site_image_files')
        .values(
          files.map((file) => ({
            image_id: row.id,
            name: file.name,
            content_type: file.contentType,
            data: file.data,
          })),
        )
        .execute();
    },

    readImageFile(db: Queryable, imageId: string, name: string) {
      return db
        .selectFrom('site_image_files')
        .select(['content_type', 'data'])
        .where('image_id', '=', imageId)
        .where('name', '=', name)
        .executeTakeFirst();
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
