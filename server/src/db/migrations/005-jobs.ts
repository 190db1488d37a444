import type { Kysely, Migration } from 'kysely';

/**
 * Durable jobs (docs/portal.md, "Durable jobs"; decision 013): work that must happen after a
 * commit, such as the booking e-mails, written in the same transaction as the change that calls
 * for it. A job's key is unique, so enqueueing the same work twice adds nothing.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('run_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('jobs_status_run_at')
      .on('jobs')
      .columns(['status', 'run_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
