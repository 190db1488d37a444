import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys (docs/auth-api.md, "Passkeys"; decisions 045, 046): each user's WebAuthn credentials,
 * and the challenges handed out for them, by digest, spent once and short-lived.
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('credential_id', 'text', (column) => column.notNull().unique())
      .addColumn('public_key', 'text', (column) => column.notNull())
      .addColumn('counter', 'bigint', (column) => column.notNull())
      .addColumn('transports', 'text', (column) => column.notNull())
      .addColumn('friendly_name', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

    await db.schema
      .createTable('passkey_challenges')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('challenge_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('passkey_challenges_expires_at')
      .on('passkey_challenges')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('passkey_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
