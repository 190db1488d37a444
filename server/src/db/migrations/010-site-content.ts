import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * The site's words and pictures (docs/portal.md, "The site's content"): every published version of
 * the content document, numbered from 1 (0 is the built-in defaults), and the team's photos with
 * their converted variants. Small files, so the store keeps them: backups and every instance have
 * them.
 */
export const siteContent: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

    await db.schema
      .createTable('site_content_versions')
      .addColumn('version', 'integer', (column) => column.primaryKey())
      .addColumn('document', 'text', (column) => column.notNull())
      .addColumn('published_at', 'text', (column) => column.notNull())
      .addColumn('published_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('restored_from', 'integer')
      .execute();

    await db.schema
      .createTable('site_images')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .execute();

    await db.schema
      .createTable('site_image_files')
      .addColumn('image_id', 'text', (column) =>
        column.notNull().references('site_images.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('data', binary, (column) => column.notNull())
      .addPrimaryKeyConstraint('site_image_files_pkey', ['image_id', 'name'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_image_files').execute();
    await db.schema.dropTable('site_images').execute();
    await db.schema.dropTable('site_content_versions').execute();
  },
};
