import type { Kysely, Migration } from 'kysely';

/** Wrong six-digit codes tried against a one-time token (one_time_tokens.code_hash). */
export const oneTimeCodeAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('one_time_tokens')
      .addColumn('code_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('one_time_tokens').dropColumn('code_attempts').execute();
  },
};
