import type { Kysely, Migration } from 'kysely';

/**
 * The refresh tokens of sessions a ban ended (decision 021): only their digests, so that a refresh
 * with one answers `user_banned` while the ban lasts. The sessions themselves are gone.
 */
export const bannedRefreshTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('banned_refresh_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('banned_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('banned_refresh_tokens_user_id')
      .on('banned_refresh_tokens')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('banned_refresh_tokens').execute();
  },
};
