import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { BookingAttendanceTable, BookingNotesTable } from '../../../db/schema.ts';

export type BookingNotesRow = Selectable<BookingNotesTable>;

/** Attendance and notes of bookings: the only module with their SQL. */
export function createBookingNotesRepository() {
  return {
    findNotes(db: Queryable, bookingId: string) {
      return db
        .selectFrom('booking_notes')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
    },

    async saveNotes(db: Queryable, row: Insertable<BookingNotesTable>) {
      const { booking_id: _, ...changes } = row;
      await db
        .insertInto('booking_notes')
        .values(row)
        .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(changes))
        .execute();
    },

    async markAttendance(db: Queryable, row: Insertable<BookingAttendanceTable>) {
      const { booking_id: _, ...changes } = row;
      await db
        .insertInto('booking_attendance')
        .values(row)
        .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(changes))
        .execute();
    },

    /** The notes and attendance of some bookings, each list in no order. */
    async ofBookings(db: Queryable, bookingIds: readonly string[]) {
      if (bookingIds.length === 0) return { notes: [], attendance: [] };
      const [notes, attendance] = await Promise.all([
        db.selectFrom('booking_notes').selectAll().where('booking_id', 'in', bookingIds).execute(),
        db
          .selectFrom('booking_attendance')
          .selectAll()
          .where('booking_id', 'in', bookingIds)
          .execute(),
      ]);
      return { notes, attendance };
    },

    /** A client's bookings that have private notes, soonest first, with the notes. */
    privateNotesOf(db: Queryable, userId: string) {
      return db
        .selectFrom('booking_notes')
        .innerJoin('bookings', 'bookings.id', 'booking_notes.booking_id')
        .select([
          'bookings.id as booking_id',
          'bookings.start_at',
          'booking_notes.private_notes',
          'booking_notes.updated_at',
        ])
        .where('bookings.user_id', '=', userId)
        .where('booking_notes.private_notes', 'is not', null)
        .orderBy('bookings.start_at')
        .execute();
    },
  };
}
