import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { calendarObject } from '../../../mail/calendar-invitation.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { HostCalendarRow } from '../../db/repositories/host-calendars.ts';
import type { ApiServices } from '../api-services.ts';
import { bookingEntry } from './booking-entry.ts';
import { deleteCalendarObject, writeCalendarObject } from './caldav-calendar.ts';
import { calendarFailureMessages, calendarFailureOf } from './calendar-failure.ts';
import { openCalendarPassword } from './calendar-password.ts';

/** The job that writes a booking's change into its host's CalDAV calendar. */
export const calendarWriteJob = 'host-calendar-write';

const writePayload = z.object({ booking_id: z.string(), host_id: z.string().nullable() });

/**
 * Enqueues the writing of a booking's change into its host's calendar, in the transaction that
 * makes it; the job writes the booking as it then stands, so changes that pile up end the same.
 * `occasion` names why it is written once per booking: its change (`sequence`), by default.
 */
export async function enqueueCalendarWrite(
  services: ApiServices,
  trx: Transaction<Database>,
  booking: Pick<BookingRow, 'id' | 'host_id' | 'sequence'>,
  now = new Date(),
  occasion = String(booking.sequence),
) {
  await enqueueJob(
    services.auth,
    trx,
    {
      kind: calendarWriteJob,
      payload: { booking_id: booking.id, host_id: booking.host_id },
      dedupeKey: `${calendarWriteJob}:${booking.id}:${occasion}`,
    },
    now,
  );
}

/** A calendar just connected gets the host's upcoming conversations, not only those that change. */
export async function enqueueUpcomingCalendarWrites(
  services: ApiServices,
  trx: Transaction<Database>,
  calendar: Pick<HostCalendarRow, 'host_id' | 'connected_at'>,
  now = new Date(),
) {
  const until = new Date(now.getTime() + 400 * 86_400_000).toISOString();
  const upcoming = await services.agenda.confirmedBetween(trx, now.toISOString(), until);
  for (const booking of upcoming) {
    if (booking.host_id !== calendar.host_id) continue;
    await enqueueCalendarWrite(services, trx, booking, now, `connected:${calendar.connected_at}`);
  }
}

/** One object per booking, named for it: a write that was retried replaces, never adds. */
const objectUrlOf = (calendar: HostCalendarRow, bookingId: string) =>
  new URL(`${encodeURIComponent(bookingId)}.ics`, calendar.calendar_url).toString();

/**
 * Puts the booking into its host's connected calendar while it stands, or removes it once
 * cancelled or gone (a leaving client's). A failure is shown to the host and the job retried.
 */
export async function writeBookingToCalendar(services: ApiServices, payload: unknown) {
  const { booking_id: bookingId, host_id: hostIdThen } = writePayload.parse(payload);
  const { db } = services.auth.store;
  const booking = await services.hostCalendars.bookingWithClient(db, bookingId);
  const hostId = booking?.host_id ?? hostIdThen;
  if (!hostId) return;
  const calendar = await services.hostCalendars.findCalendar(db, hostId);
  if (!calendar) return;
  const connected = {
    username: calendar.username,
    password: openCalendarPassword(services, hostId, calendar.sealed_password),
    calendarUrl: calendar.calendar_url,
  };
  const found = await services.hostCalendars.findEvent(db, bookingId);
  // Written into another host's calendar: that object is not this calendar's to replace.
  const written = found?.host_id === hostId ? found : undefined;
  try {
    if (booking?.status === 'confirmed') {
      const client = { email: booking.client_email, name: booking.client_name };
      const url = written?.object_url ?? objectUrlOf(calendar, bookingId);
      const text = calendarObject(bookingEntry(services, booking, client));
      const etag = await writeCalendarObject(connected, url, text);
      await services.hostCalendars.saveEvent(db, {
        booking_id: bookingId,
        host_id: hostId,
        object_url: url,
        etag,
        updated_at: new Date().toISOString(),
      });
    } else if (written) {
      await deleteCalendarObject(connected, written.object_url);
      await services.hostCalendars.deleteEvent(db, bookingId);
    }
  } catch (error) {
    const { reason } = calendarFailureOf(error);
    await services.hostCalendars.recordOutcome(db, calendar, {
      lastError: calendarFailureMessages[reason],
    });
    throw error;
  }
}
