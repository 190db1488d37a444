import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The team's draft of the content document (docs/portal.md, "Drafts"): one row at most, as the
 * document is one. It is the editor's state, saved as the team types, until it is published or
 * discarded.
 */
export const siteContentDraft: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_content_draft')
      // Always 1: the key makes "the draft" one row that a save replaces.
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('document', 'text', (column) => column.notNull())
      .addColumn('base_version', 'integer', (column) => column.notNull())
      .addColumn('saved_at', 'text', (column) => column.notNull())
      .addColumn('saved_by', 'text', (column) => column.references('users.id').onDelete('set null'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_content_draft').execute();
  },
};
