import type { Kysely, Migration } from 'kysely';

/**
 * The hosts' real calendars (docs/portal.md, "Calendars"; decision 049): each host's private feed
 * (its token's digest only), the CalDAV calendar they connected (the password sealed), the busy
 * times last read from it, and where each booking was written there.
 */
export const hostCalendars: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('host_feeds')
      .addColumn('host_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_digest', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('host_calendars')
      .addColumn('host_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('sealed_password', 'text', (column) => column.notNull())
      .addColumn('calendar_url', 'text', (column) => column.notNull())
      .addColumn('connected_at', 'text', (column) => column.notNull())
      .addColumn('last_synced_at', 'text')
      .addColumn('last_error', 'text')
      .execute();

    await db.schema
      .createTable('host_busy_spans')
      .addColumn('host_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('start_at', 'text', (column) => column.notNull())
      .addColumn('end_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('host_busy_spans_host_start')
      .on('host_busy_spans')
      .columns(['host_id', 'start_at'])
      .execute();

    // No reference to the booking: a leaving client's bookings go with their account, and the
    // event written for one must still be found to be removed.
    await db.schema
      .createTable('host_calendar_events')
      .addColumn('booking_id', 'text', (column) => column.primaryKey())
      .addColumn('host_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('object_url', 'text', (column) => column.notNull())
      .addColumn('etag', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('host_calendar_events').execute();
    await db.schema.dropIndex('host_busy_spans_host_start').execute();
    await db.schema.dropTable('host_busy_spans').execute();
    await db.schema.dropTable('host_calendars').execute();
    await db.schema.dropTable('host_feeds').execute();
  },
};
