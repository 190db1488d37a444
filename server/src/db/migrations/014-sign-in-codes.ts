import type { Kysely, Migration } from 'kysely';

/**
 * Codes to sign in by e-mail (`POST /otp`, decision 044): one row per address asked for, known or
 * not, so every address is answered alike; digests only, the code's and the link's.
 */
export const signInCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_codes')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('request_id', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('link_hash', 'text', (column) => column.unique())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_codes').execute();
  },
};
