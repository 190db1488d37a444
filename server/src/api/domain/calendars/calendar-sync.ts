import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import type { HostCalendarRow } from '../../db/repositories/host-calendars.ts';
import type { ApiServices } from '../api-services.ts';
import { readAvailability } from '../agenda/availability.ts';
import { isBookingUid } from './booking-entry.ts';
import { busyTimesOf } from './busy-times.ts';
import { readCalendarObjects } from './caldav-calendar.ts';
import { calendarFailureMessages, calendarFailureOf } from './calendar-failure.ts';
import { openCalendarPassword } from './calendar-password.ts';

/** The job that reads a host's busy times from their calendar, again every five minutes. */
export const calendarSyncJob = 'host-calendar-sync';

const intervalMs = 5 * 60_000;
const dayMs = 86_400_000;

/** The connection it reads (a reconnected calendar starts a chain of its own), and its time. */
const syncPayload = z.object({
  host_id: z.string(),
  connected_at: z.string(),
  slot: z.iso.datetime(),
});

/** The start of every key of a host's reading jobs. */
export const calendarSyncKeys = (hostId: string) => `${calendarSyncJob}:${hostId}:`;

/**
 * Schedules a reading of the host's calendar at `runAt`. Its key names the connection and the
 * time: however many instances schedule it, one reading is done.
 */
export function enqueueCalendarSync(
  services: ApiServices,
  trx: Transaction<Database>,
  calendar: Pick<HostCalendarRow, 'host_id' | 'connected_at'>,
  runAt: Date,
  now = new Date(),
) {
  const slot = runAt.toISOString();
  return enqueueJob(
    services.auth,
    trx,
    {
      kind: calendarSyncJob,
      payload: { host_id: calendar.host_id, connected_at: calendar.connected_at, slot },
      dedupeKey: `${calendarSyncKeys(calendar.host_id)}${calendar.connected_at}:${slot}`,
      runAt,
    },
    now,
  );
}

/**
 * The first five-minute mark after `after`: readings fall on the marks, so every instance, and
 * every start, names the same next reading (its key), and schedules it once.
 */
function nextMarkAfter(after: Date) {
  return new Date((Math.floor(after.getTime() / intervalMs) + 1) * intervalMs);
}

/**
 * As a server starts, the next reading of every connected calendar: a chain of readings that a
 * failure ended (every attempt spent) starts again.
 */
export async function scheduleCalendarSyncs(services: ApiServices, now = new Date()) {
  const { db } = services.auth.store;
  const calendars = await services.hostCalendars.listCalendars(db);
  if (calendars.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const calendar of calendars) {
      await enqueueCalendarSync(services, trx, calendar, nextMarkAfter(now), now);
    }
  });
}

/**
 * Reads the host's calendar from now to the end of the booking horizon and replaces their busy
 * times with what it holds, in one transaction. The next reading is scheduled first, so a failure
 * leaves it due; a failure keeps the last good busy times and tells the host why (`last_error`).
 */
export async function syncHostCalendar(services: ApiServices, payload: unknown, now = new Date()) {
  const { host_id: hostId, connected_at: connectedAt, slot } = syncPayload.parse(payload);
  const { db } = services.auth.store;
  const calendar = await services.hostCalendars.findCalendar(db, hostId);
  if (!calendar || calendar.connected_at !== connectedAt) return;
  const next = nextMarkAfter(new Date(Math.max(Date.parse(slot), now.getTime())));
  await db.transaction().execute(async (trx) => {
    await enqueueCalendarSync(services, trx, calendar, next, now);
    // A reading every five minutes: its past runs would crowd the operator's list of jobs.
    const keptSince = new Date(now.getTime() - dayMs).toISOString();
    await services.auth.repositories.jobs.deleteFinished(trx, calendarSyncKeys(hostId), keptSince);
  });

  const availability = await readAvailability(services);
  const from = now;
  const to = new Date(now.getTime() + (availability.horizon_days + 1) * dayMs);
  let spans;
  try {
    const password = openCalendarPassword(services, hostId, calendar.sealed_password);
    const objects = await readCalendarObjects(
      { username: calendar.username, password, calendarUrl: calendar.calendar_url },
      from,
      to,
    );
    spans = busyTimesOf(objects, {
      from,
      to,
      zone: availability.time_zone,
      isOwnEvent: isBookingUid(services),
    });
  } catch (error) {
    const { reason } = calendarFailureOf(error);
    services.auth.log.warn({ host: hostId, reason }, 'host calendar could not be read');
    await services.hostCalendars.recordOutcome(db, calendar, {
      lastError: calendarFailureMessages[reason],
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    const current = await services.hostCalendars.findCalendar(trx, hostId);
    if (current?.connected_at !== connectedAt) return;
    await services.hostCalendars.replaceBusySpans(trx, hostId, spans);
    await services.hostCalendars.recordOutcome(trx, calendar, {
      lastError: null,
      syncedAt: now.toISOString(),
    });
  });
}
