import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { HostCalendarEventsTable, HostCalendarsTable } from '../../../db/schema.ts';

export type HostCalendarRow = Selectable<HostCalendarsTable>;
export type HostCalendarEventRow = Selectable<HostCalendarEventsTable>;

/** Bookings with their client's address and name, for the host's own calendars. */
const withClients = (db: Queryable) =>
  db
    .selectFrom('bookings')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'bookings.user_id')
    .selectAll('bookings')
    .select(['users.email as client_email', 'profiles.full_name as client_name']);

/** The hosts' feeds, connected calendars, busy times and written events: their only SQL. */
export function createHostCalendarRepository() {
  return {
    /** Replaces the host's feed token (the old one stops working). */
    async saveFeed(db: Queryable, hostId: string, tokenDigest: string, at: string) {
      await db
        .insertInto('host_feeds')
        .values({ host_id: hostId, token_digest: tokenDigest, created_at: at })
        .onConflict((conflict) =>
          conflict.column('host_id').doUpdateSet({ token_digest: tokenDigest, created_at: at }),
        )
        .execute();
    },

    async deleteFeed(db: Queryable, hostId: string) {
      const result = await db
        .deleteFrom('host_feeds')
        .where('host_id', '=', hostId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async hostOfFeed(db: Queryable, tokenDigest: string) {
      const row = await db
        .selectFrom('host_feeds')
        .select('host_id')
        .where('token_digest', '=', tokenDigest)
        .executeTakeFirst();
      return row?.host_id;
    },

    /** The host's bookings, either status, that start between two instants, soonest first. */
    feedBookings(db: Queryable, hostId: string, from: string, to: string) {
      return withClients(db)
        .where('bookings.host_id', '=', hostId)
        .where('bookings.start_at', '>=', from)
        .where('bookings.start_at', '<', to)
        .orderBy('bookings.start_at')
        .execute();
    },

    findCalendar(db: Queryable, hostId: string) {
      return db
        .selectFrom('host_calendars')
        .selectAll()
        .where('host_id', '=', hostId)
        .executeTakeFirst();
    },

    /** Every connected calendar's host and connection. */
    listCalendars(db: Queryable) {
      return db.selectFrom('host_calendars').select(['host_id', 'connected_at']).execute();
    },

    /** Connects a calendar, or replaces the one connected. */
    async saveCalendar(db: Queryable, row: Insertable<HostCalendarsTable>) {
      const { host_id: _, ...changes } = row;
      await db
        .insertInto('host_calendars')
        .values(row)
        .onConflict((conflict) => conflict.column('host_id').doUpdateSet(changes))
        .execute();
    },

    /** Removes the host's calendar with what was read from it and written to it. */
    async deleteCalendar(db: Queryable, hostId: string) {
      await db.deleteFrom('host_busy_spans').where('host_id', '=', hostId).execute();
      await db.deleteFrom('host_calendar_events').where('host_id', '=', hostId).execute();
      const result = await db
        .deleteFrom('host_calendars')
        .where('host_id', '=', hostId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** How the last reading or writing went, for a calendar connected at `connectedAt`. */
    async recordOutcome(
      db: Queryable,
      calendar: Pick<HostCalendarRow, 'host_id' | 'connected_at'>,
      outcome: { lastError: string | null; syncedAt?: string },
    ) {
      await db
        .updateTable('host_calendars')
        .set({
          last_error: outcome.lastError,
          ...(outcome.syncedAt ? { last_synced_at: outcome.syncedAt } : {}),
        })
        .where('host_id', '=', calendar.host_id)
        .where('connected_at', '=', calendar.connected_at)
        .execute();
    },

    /** The host's busy times become `spans`, all at once. */
    async replaceBusySpans(
      db: Queryable,
      hostId: string,
      spans: readonly { start: string; end: string }[],
    ) {
      await db.deleteFrom('host_busy_spans').where('host_id', '=', hostId).execute();
      for (let index = 0; index < spans.length; index += 500) {
        const rows = spans
          .slice(index, index + 500)
          .map((span) => ({ host_id: hostId, start_at: span.start, end_at: span.end }));
        await db.insertInto('host_busy_spans').values(rows).execute();
      }
    },

    /** Busy times that overlap two instants: one host's, or every host's. */
    busyBetween(db: Queryable, hostId: string | null, from: string, to: string) {
      return db
        .selectFrom('host_busy_spans')
        .select(['host_id', 'start_at', 'end_at'])
        .$if(hostId !== null, (query) => query.where('host_id', '=', hostId!))
        .where('start_at', '<', to)
        .where('end_at', '>', from)
        .execute();
    },

    /** A booking with its client as its host's calendar names them. */
    bookingWithClient(db: Queryable, bookingId: string) {
      return withClients(db).where('bookings.id', '=', bookingId).executeTakeFirst();
    },

    findEvent(db: Queryable, bookingId: string) {
      return db
        .selectFrom('host_calendar_events')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
    },

    async saveEvent(db: Queryable, row: HostCalendarEventRow) {
      const { booking_id: _, ...changes } = row;
      await db
        .insertInto('host_calendar_events')
        .values(row)
        .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(changes))
        .execute();
    },

    async deleteEvent(db: Queryable, bookingId: string) {
      await db.deleteFrom('host_calendar_events').where('booking_id', '=', bookingId).execute();
    },
  };
}
