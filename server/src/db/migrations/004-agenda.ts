import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The team's availability (one row of settings) and the bookings (docs/portal.md, "Agenda"). A
 * slot is taken by at most one confirmed booking: a unique index, not a read before the write.
 */
export const agenda: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('availability')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('settings', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('bookings')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('start_at', 'text', (column) => column.notNull())
      .addColumn('end_at', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('topic', 'text')
      .addColumn('notes', 'text')
      .addColumn('cancel_reason', 'text')
      .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('bookings_confirmed_slot')
      .on('bookings')
      .column('start_at')
      .unique()
      .where(sql.ref('status'), '=', sql.lit('confirmed'))
      .execute();
    await db.schema
      .createIndex('bookings_user_start')
      .on('bookings')
      .columns(['user_id', 'start_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('bookings').execute();
    await db.schema.dropTable('availability').execute();
  },
};
