import type { Kysely, Migration } from 'kysely';

export const authStore: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('identity_id', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('encrypted_password', 'text')
      .addColumn('email_confirmed_at', 'text')
      .addColumn('invited_at', 'text')
      .addColumn('confirmation_sent_at', 'text')
      .addColumn('recovery_sent_at', 'text')
      .addColumn('last_sign_in_at', 'text')
      .addColumn('banned_until', 'text')
      .addColumn('user_metadata', 'text', (column) => column.notNull().defaultTo('{}'))
      .addColumn('app_metadata', 'text', (column) => column.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('sign_in_method', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('refreshed_at', 'text', (column) => column.notNull())
      .addColumn('not_after', 'text', (column) => column.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('session_id', 'text', (column) =>
        column.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('parent_hash', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_session_id')
      .on('refresh_tokens')
      .column('session_id')
      .execute();

    await db.schema
      .createTable('one_time_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('one_time_tokens_user_purpose', ['user_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_started_at', 'text', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('detail', 'text', (column) => column.notNull().defaultTo('{}'))
      .execute();
    await db.schema
      .createIndex('audit_log_created_at')
      .on('audit_log')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'audit_log',
      'rate_limits',
      'one_time_tokens',
      'refresh_tokens',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
