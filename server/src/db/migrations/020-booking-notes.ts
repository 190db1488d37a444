import type { Kysely, Migration } from 'kysely';

/**
 * After the conversation (docs/portal.md, "After the conversation"): whether it took place, the
 * team's private notes and the recap the client reads. Both go with the booking, and so with the
 * client's account; who wrote or marked them is kept while their account exists.
 */
export const bookingNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('booking_attendance')
      .addColumn('booking_id', 'text', (column) =>
        column.primaryKey().references('bookings.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('marked_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('marked_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('booking_notes')
      .addColumn('booking_id', 'text', (column) =>
        column.primaryKey().references('bookings.id').onDelete('cascade'),
      )
      .addColumn('private_notes', 'text')
      .addColumn('recap_summary', 'text')
      .addColumn('recap_action_items', 'text')
      .addColumn('recap_updated_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('booking_notes').execute();
    await db.schema.dropTable('booking_attendance').execute();
  },
};
