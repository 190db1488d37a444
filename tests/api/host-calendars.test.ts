import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { startCalDavServer } from '../support/caldav-server.ts';
import { apiRequest, freeSlots, signedInAccount, type Slot } from '../support/data-api.ts';
import { waitForJobsToSettle } from '../support/job-queue.ts';

const teamZone = 'America/Sao_Paulo';
const teamDay = (instant: string) =>
  DateTime.fromISO(instant, { zone: 'utc' }).setZone(teamZone).toISODate()!;

/** A client books `slot`, and the booking is given to `hostId` (the hosts' own work does this). */
async function bookWithHost(server: RunningAuthServer, slot: Slot, hostId: string) {
  const client = await signedInAccount(server);
  const response = await apiRequest(server, 'POST', '/bookings', client.token, {
    start: slot.start,
    topic: 'Sucessão familiar',
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const { db } = server.app.store;
  await db.updateTable('bookings').set({ host_id: hostId }).where('id', '=', id).execute();
  // Its calendar write may have run before it had a host: it runs again now that it has one.
  await db
    .updateTable('jobs')
    .set({ status: 'pending', run_at: new Date().toISOString() })
    .where('dedupe_key', 'like', `host-calendar-write:${id}:%`)
    .execute();
  await waitForJobsToSettle(db);
  return { id, client };
}

/** The host's calendar is read now, as its five-minute reading would. */
async function readCalendarsNow(server: RunningAuthServer) {
  const { db } = server.app.store;
  await db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('kind', '=', 'host-calendar-sync')
    .where('status', '=', 'pending')
    .execute();
  await waitForJobsToSettle(db);
}

function vevent(lines: string[]) {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teste//PT', ...lines, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');
}

const lisbonZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Lisbon',
  'BEGIN:STANDARD',
  'DTSTART:19701025T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T010000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** A wall-clock time in Lisbon, as iCalendar writes it with a TZID. */
const lisbonTime = (instant: string) =>
  DateTime.fromISO(instant, { zone: 'utc' }).setZone('Europe/Lisbon').toFormat("yyyyMMdd'T'HHmmss");
const utcTime = (instant: string) =>
  DateTime.fromISO(instant, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

describe('a host connects a CalDAV calendar (sqlite)', () => {
  let server: RunningAuthServer;
  let calDav: Awaited<ReturnType<typeof startCalDavServer>>;
  let host: Awaited<ReturnType<typeof signedInAccount>>;
  let slots: Slot[];
  const api = (method: string, path: string, body?: unknown) =>
    apiRequest(server, method, path, host.token, body);

  beforeAll(async () => {
    [server, calDav] = await Promise.all([startAuthServer('sqlite'), startCalDavServer()]);
    host = await signedInAccount(server, { staff: true });
    slots = await freeSlots(server, host.token);
  });
  afterAll(async () => {
    await server?.close();
    await calDav?.close();
  });

  it("removes the slots its weekly, all-day and zoned events hold busy, and gets the host's conversations, as soon as it connects", async () => {
    const [weekly, zoned, free] = [slots[0]!, slots[3]!, slots[4]!];
    const allDay = slots.find(
      (slot) =>
        teamDay(slot.start) !== teamDay(weekly.start) &&
        teamDay(slot.start) !== teamDay(zoned.start),
    )!;
    const nextWeek = (slot: Slot) => ({
      start: DateTime.fromISO(slot.start).plus({ weeks: 1 }).toUTC().toISO(),
    });
    expect(slots.map((slot) => Date.parse(slot.start))).toContain(
      Date.parse(nextWeek(weekly).start!),
    );
    await calDav.putEvent(
      'semanal',
      vevent([
        'BEGIN:VEVENT',
        'UID:semanal',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${utcTime(weekly.start)}`,
        `DTEND:${utcTime(weekly.end)}`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'END:VEVENT',
      ]),
    );
    await calDav.putEvent(
      'feriado',
      vevent([
        'BEGIN:VEVENT',
        'UID:feriado',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${teamDay(allDay.start).replaceAll('-', '')}`,
        'END:VEVENT',
      ]),
    );
    await calDav.putEvent(
      'lisboa',
      vevent([
        ...lisbonZone,
        'BEGIN:VEVENT',
        'UID:lisboa',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;TZID=Europe/Lisbon:${lisbonTime(zoned.start)}`,
        `DTEND;TZID=Europe/Lisbon:${lisbonTime(zoned.end)}`,
        'END:VEVENT',
      ]),
    );
    await calDav.putEvent(
      'livre',
      vevent([
        'BEGIN:VEVENT',
        'UID:livre',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${utcTime(free.start)}`,
        `DTEND:${utcTime(free.end)}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      ]),
    );

    // A conversation booked before the calendar is connected is written there when it connects.
    const bookedBefore = await bookWithHost(server, slots[5]!, host.id);
    const connected = await api('PUT', `/admin/hosts/${host.id}/calendar`, {
      url: `${calDav.origin}/`,
      username: calDav.username,
      password: calDav.password,
    });
    expect(connected.status).toBe(200);
    expect(await connected.json()).toMatchObject({ username: calDav.username, last_error: null });
    await waitForJobsToSettle(server.app.store.db);
    const written = (await calDav.events()).filter((text) =>
      text.includes(`UID:${bookedBefore.id}@`),
    );
    expect(written).toHaveLength(1);

    const starts = (await freeSlots(server, host.token)).map((slot) => Date.parse(slot.start));
    for (const busy of [weekly, nextWeek(weekly), zoned]) {
      expect(starts).not.toContain(Date.parse(busy.start!));
    }
    expect(starts).toContain(Date.parse(free.start));
    const left = await freeSlots(server, host.token);
    expect(left.filter((slot) => teamDay(slot.start) === teamDay(allDay.start))).toEqual([]);
    const status = await (await api('GET', `/admin/hosts/${host.id}/calendar`)).json();
    expect(status).toMatchObject({ last_error: null, last_synced_at: expect.any(String) });
    expect(JSON.stringify(status)).not.toContain(calDav.password);

    const refused = await apiRequest(
      server,
      'POST',
      '/bookings',
      (await signedInAccount(server)).token,
      {
        start: zoned.start,
      },
    );
    expect(refused.status).toBe(422);
  });

  it('writes a booking into the calendar and removes it when cancelled', async () => {
    const slot = (await freeSlots(server, host.token))[0]!;
    const { id, client } = await bookWithHost(server, slot, host.id);
    const written = (await calDav.events()).filter((text) => text.includes(`UID:${id}@`));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('Sucessão familiar');

    await readCalendarsNow(server);
    const cancelled = await apiRequest(server, 'POST', `/bookings/${id}/cancel`, client.token);
    expect(cancelled.status).toBe(200);
    await waitForJobsToSettle(server.app.store.db);
    expect((await calDav.events()).some((text) => text.includes(`UID:${id}@`))).toBe(false);
    await readCalendarsNow(server);
    const starts = (await freeSlots(server, host.token)).map((slot) => slot.start);
    expect(starts).toContain(slot.start);
  });

  it('tells the host why a calendar fails, and keeps its last busy times', async () => {
    const before = (await freeSlots(server, host.token)).map((slot) => slot.start);
    const wrong = await api('PUT', `/admin/hosts/${host.id}/calendar`, {
      url: `${calDav.origin}/`,
      username: calDav.username,
      password: 'senha-errada',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      code: 'calendar_unavailable',
      field: 'password',
      message: expect.stringContaining('senha de app'),
    });
    const nowhere = await api('PUT', `/admin/hosts/${host.id}/calendar`, {
      url: `${calDav.origin}/outra-conta/`,
      username: calDav.username,
      password: calDav.password,
    });
    expect(nowhere.status).toBe(422);
    expect(await nowhere.json()).toMatchObject({ field: 'url' });

    calDav.changePassword('senha-de-app-2');
    await readCalendarsNow(server);
    const status = (await (await api('GET', `/admin/hosts/${host.id}/calendar`)).json()) as {
      last_error: string;
    };
    expect(status.last_error).toContain('senha de app');
    expect((await freeSlots(server, host.token)).map((slot) => slot.start)).toEqual(before);

    expect((await api('DELETE', `/admin/hosts/${host.id}/calendar`)).status).toBe(204);
    expect(await (await api('GET', `/admin/hosts/${host.id}/calendar`)).json()).toBeNull();
    expect((await freeSlots(server, host.token)).length).toBeGreaterThan(before.length);
  });
});

describe.each(backends)("a host's private feed on %s", (backend) => {
  let server: RunningAuthServer;
  let host: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    server = await startAuthServer(backend);
    host = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  const newFeed = async () => {
    const response = await apiRequest(server, 'POST', `/admin/hosts/${host.id}/feed`, host.token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  };
  const eventsOf = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  };

  it('lists the booking, then its cancellation, under the UID its e-mails carry', async () => {
    const url = await newFeed();
    expect(url).toMatch(new RegExp(`^${server.url}/api/v1/feeds/hosts/[\\w-]+\\.ics$`));
    expect(await eventsOf(url)).toEqual([]);

    const slot = (await freeSlots(server, host.token))[0]!;
    const { id, client } = await bookWithHost(server, slot, host.id);
    const [booked] = await eventsOf(url);
    expect(booked).toMatchObject({ uid: `${id}@127.0.0.1`, sequence: 0 });
    expect(booked!.startDate.toJSDate().toISOString()).toBe(new Date(slot.start).toISOString());
    expect(booked!.description).toContain('Sucessão familiar');
    expect(booked!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    await apiRequest(server, 'POST', `/bookings/${id}/cancel`, client.token);
    const [cancelled] = await eventsOf(url);
    expect(cancelled).toMatchObject({ uid: `${id}@127.0.0.1`, sequence: 1 });
    expect(cancelled!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends the old URL when a new one is made, and the new one when revoked', async () => {
    const old = await newFeed();
    const current = await newFeed();
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(current)).status).toBe(200);
    const revoked = await apiRequest(server, 'DELETE', `/admin/hosts/${host.id}/feed`, host.token);
    expect(revoked.status).toBe(204);
    expect((await fetch(current)).status).toBe(404);

    const client = await signedInAccount(server);
    const path = `/admin/hosts/${client.id}/feed`;
    expect((await apiRequest(server, 'POST', path, host.token)).status).toBe(404);
    expect((await apiRequest(server, 'POST', path, client.token)).status).toBe(403);
  });
});
