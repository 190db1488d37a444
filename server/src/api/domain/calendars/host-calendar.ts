import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { type CalDavLogin, findCalendar } from './caldav-calendar.ts';
import { sealCalendarPassword } from './calendar-password.ts';
import { calendarSyncKeys, enqueueCalendarSync } from './calendar-sync.ts';
import { enqueueUpcomingCalendarWrites } from './calendar-write-back.ts';
import { assertHost } from './host-of.ts';

/** What the console shows of a host's calendar; never its password. */
export async function hostCalendarStatus(services: ApiServices, hostId: string) {
  const { db } = services.auth.store;
  await assertHost(services, db, hostId);
  const calendar = await services.hostCalendars.findCalendar(db, hostId);
  if (!calendar) return null;
  return {
    url: calendar.url,
    username: calendar.username,
    connected_at: calendar.connected_at,
    last_synced_at: calendar.last_synced_at,
    last_error: calendar.last_error,
  };
}

/**
 * Connects the host's CalDAV calendar once it answers with these credentials (a `CalendarFailure`
 * otherwise, and nothing is kept), replacing any before it, reads it at once and writes the host's
 * upcoming conversations into it.
 */
export async function connectHostCalendar(
  services: ApiServices,
  hostId: string,
  login: CalDavLogin,
  actor: Actor,
  now = new Date(),
) {
  const { db } = services.auth.store;
  await assertHost(services, db, hostId);
  const calendarUrl = await findCalendar(login);
  const calendar = {
    host_id: hostId,
    url: login.url,
    username: login.username,
    sealed_password: sealCalendarPassword(services, hostId, login.password),
    calendar_url: calendarUrl,
    connected_at: now.toISOString(),
    last_synced_at: null,
    last_error: null,
  };
  await db.transaction().execute(async (trx) => {
    await assertHost(services, trx, hostId);
    // What was read from or written to a calendar before this one no longer counts.
    await services.hostCalendars.deleteCalendar(trx, hostId);
    await services.auth.repositories.jobs.deletePending(trx, calendarSyncKeys(hostId));
    await services.hostCalendars.saveCalendar(trx, calendar);
    await enqueueCalendarSync(services, trx, calendar, now, now);
    await enqueueUpcomingCalendarWrites(services, trx, calendar, now);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'calendar_connected',
      userId: hostId,
      detail: { url: login.url },
      ...auditedActor(actor),
    });
  });
  return hostCalendarStatus(services, hostId);
}

/** Disconnects the host's calendar: its busy times stop counting, its readings stop. */
export async function removeHostCalendar(services: ApiServices, hostId: string, actor: Actor) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    await assertHost(services, trx, hostId);
    await services.auth.repositories.jobs.deletePending(trx, calendarSyncKeys(hostId));
    if (!(await services.hostCalendars.deleteCalendar(trx, hostId))) return;
    await services.auth.repositories.auditLog.record(trx, {
      action: 'calendar_removed',
      userId: hostId,
      ...auditedActor(actor),
    });
  });
}
