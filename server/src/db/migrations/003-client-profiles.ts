import type { Kysely, Migration } from 'kysely';

/** The client's profile (docs/portal.md): one row per user, gone with the account. */
export const clientProfiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profiles')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('full_name', 'text')
      .addColumn('phone', 'text')
      .addColumn('company', 'text')
      .addColumn('job_title', 'text')
      .addColumn('city', 'text')
      .addColumn('preferred_channel', 'text')
      .addColumn('goals', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('profiles').execute();
  },
};
