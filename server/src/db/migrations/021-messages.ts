import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * Messages between a client and the team (docs/portal.md, "Messages"): one thread per client.
 * `message_threads` keeps what the inbox sorts and filters by (last activity, unread counts, who
 * spoke last), recomputed in the transaction of each change, so a page of the inbox reads one row
 * per thread. Attachments' bytes live as the materials' do: chunks in the store, or a bucket.
 * Everything goes with the client's account.
 */
export const messages: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

    await db.schema
      .createTable('message_threads')
      .addColumn('client_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('last_message_at', 'text')
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .addColumn('awaiting_reply', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('client_unread', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('team_unread', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('client_read_at', 'text')
      .addColumn('team_read_at', 'text')
      .addColumn('client_notices', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('team_read_audited_at', 'text')
      .execute();
    await db.schema
      .createIndex('message_threads_inbox')
      .on('message_threads')
      .columns(['last_message_at'])
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('client_id', 'text', (column) =>
        column.notNull().references('message_threads.client_id').onDelete('cascade'),
      )
      .addColumn('author_id', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('author_role', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('messages_thread_created')
      .on('messages')
      .columns(['client_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('message_files')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('message_id', 'text', (column) =>
        column.notNull().references('messages.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('storage', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('message_files_message')
      .on('message_files')
      .columns(['message_id'])
      .execute();
    await db.schema
      .createIndex('message_files_client')
      .on('message_files')
      .columns(['client_id'])
      .execute();

    await db.schema
      .createTable('message_file_chunks')
      .addColumn('file_id', 'text', (column) =>
        column.notNull().references('message_files.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('data', binary, (column) => column.notNull())
      .addPrimaryKeyConstraint('message_file_chunks_pkey', ['file_id', 'seq'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_file_chunks').execute();
    await db.schema.dropTable('message_files').execute();
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('message_threads').execute();
  },
};
