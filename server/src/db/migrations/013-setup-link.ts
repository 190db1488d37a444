import type { Kysely, Migration } from 'kysely';

/**
 * The first run's link (`/admin/primeiro-acesso`, decision 037): one row at most, the digest of
 * its secret only; a new link replaces the row, a used one keeps it with `used_at`.
 */
export const setupLink: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('setup_link')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('setup_link').execute();
  },
};
