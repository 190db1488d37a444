import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Dialect } from '../../../db/database.ts';
import type { BookingsTable } from '../../../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;

/** The availability row and the bookings: the only module with the agenda's SQL. */
export function createAgendaRepository(dialect: Dialect) {
  return {
    async readAvailability(db: Queryable) {
      const row = await db
        .selectFrom('availability')
        .select('settings')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.settings;
    },

    async writeAvailability(db: Queryable, settings: string, at: string) {
      await db
        .insertInto('availability')
        .values({ id: 1, settings, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ settings, updated_at: at }))
        .execute();
    },

    findBooking(db: Queryable, id: string) {
      return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A client's bookings, soonest first. */
    listForUser(db: Queryable, userId: string) {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('start_at')
        .execute();
    },

    /** Confirmed bookings that start before `to` and end after `from`. */
    confirmedBetween(db: Queryable, from: string, to: string) {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('start_at', '<', to)
        .where('end_at', '>', from)
        .orderBy('start_at')
        .execute();
    },

    /** The same, with each booking's client as the team knows them: address and name. */
    confirmedBetweenWithClients(db: Queryable, from: string, to: string) {
      return db
        .selectFrom('bookings')
        .innerJoin('users', 'users.id', 'bookings.user_id')
        .leftJoin('profiles', 'profiles.user_id', 'bookings.user_id')
        .selectAll('bookings')
        .select(['users.email as client_email', 'profiles.full_name as client_name'])
        .where('bookings.status', '=', 'confirmed')
        .where('bookings.start_at', '<', to)
        .where('bookings.end_at', '>', from)
        .orderBy('bookings.start_at')
        .execute();
    },

    async countUpcoming(db: Queryable, userId: string, now: string) {
      const { total } = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .where('status', '=', 'confirmed')
        .where('start_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async insertBooking(db: Queryable, row: Insertable<BookingsTable>) {
      await db.insertInto('bookings').values(row).execute();
    },

    /**
     * Writes a change to a confirmed booking as it was read (the same `sequence`): the row as
     * stored after it, or undefined when another change came first.
     */
    changeBooking(
      db: Queryable,
      booking: Pick<BookingRow, 'id' | 'sequence'>,
      changes: Updateable<BookingsTable>,
    ) {
      return db
        .updateTable('bookings')
        .set(changes)
        .where('id', '=', booking.id)
        .where('sequence', '=', booking.sequence)
        .where('status', '=', 'confirmed')
        .returningAll()
        .executeTakeFirst();
    },

    /** A client's bookings made or changed since an instant (`updated_at`), soonest first. */
    changedSince(db: Queryable, userId: string, since: string) {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('updated_at', '>=', since)
        .orderBy('start_at')
        .execute();
    },

    /**
     * Holds the client's row for the transaction on PostgreSQL, so one client's booking changes
     * queue up (SQLite runs one write transaction at a time anyway). Taken before any booking is
     * written, so every transaction takes its locks in the same order.
     */
    async lockClient(db: Queryable, userId: string) {
      if (dialect !== 'postgres') return;
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
  };
}
