import type { Kysely, Migration } from 'kysely';

/**
 * The intake (docs/portal.md, "Intake"): the team's questions, one row whose `version` rises with
 * each save, and each client's answers with the version they answered. Answers go with the account.
 */
export const intake: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('intake_form')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('questions', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('intake_answers')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('answers', 'text', (column) => column.notNull())
      .addColumn('form_version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('intake_answers').execute();
    await db.schema.dropTable('intake_form').execute();
  },
};
