import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import {
  apiRequest,
  freeSlots as freeSlotsOf,
  signedInAccount,
  type Slot,
} from '../support/data-api.ts';
import { overlappingRequests } from '../support/overlapping-requests.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(backends)('the agenda on %s', (backend) => {
  let server: RunningAuthServer;
  let staffToken: string;

  const tokenFor = async (options: { staff?: boolean } = {}) =>
    (await signedInAccount(server, options)).token;
  const api = (method: string, path: string, token: string, body?: unknown) =>
    apiRequest(server, method, path, token, body);
  const freeSlots = (token: string) => freeSlotsOf(server, token);

  beforeAll(async () => {
    server = await startAuthServer(backend);
    staffToken = await tokenFor({ staff: true });
  });
  afterAll(() => server?.close());

  it("offers the default hours in the team's zone, after the notice and within the horizon", async () => {
    const token = await tokenFor();
    const response = await api('GET', `/slots?from=${day(0)}&to=${day(40)}`, token);
    const list = (await response.json()) as {
      time_zone: string;
      duration_minutes: number;
      slots: Slot[];
    };
    expect(list).toMatchObject({ time_zone: 'America/Sao_Paulo', duration_minutes: 45 });
    const starts = list.slots.map((slot) => Date.parse(slot.start));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    const hours = new Set(
      list.slots.map((slot) =>
        new Intl.DateTimeFormat('pt-BR', {
          timeZone: 'America/Sao_Paulo',
          hour: '2-digit',
          minute: '2-digit',
          weekday: 'short',
        }).format(new Date(slot.start)),
      ),
    );
    expect([...hours].some((label) => /sáb|dom/.test(label))).toBe(false);
    expect([...hours].map((label) => label.slice(-5)).sort()).toEqual(
      expect.arrayContaining(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']),
    );
  });

  it('books a slot for exactly one of many parallel requests', async () => {
    const [slot] = await freeSlots(staffToken);
    const clients = await Promise.all(Array.from({ length: 8 }, () => tokenFor()));
    const statuses = await Promise.all(
      clients.map(
        async (token) => (await api('POST', '/bookings', token, { start: slot!.start })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect((await freeSlots(staffToken)).map((free) => free.start)).not.toContain(slot!.start);
  });

  it('refuses slots outside the rules, and more than two upcoming bookings', async () => {
    const token = await tokenFor();
    const slots = await freeSlots(token);
    const offHours = new Date(Date.parse(slots[0]!.start) + 20 * 60_000).toISOString();
    const tomorrow = new Date(Date.now() + 3 * 3_600_000).toISOString();
    for (const start of [offHours, tomorrow, '2020-01-06T12:00:00.000Z']) {
      const refused = await api('POST', '/bookings', token, { start });
      expect(refused.status, start).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'slot_unavailable' });
    }
    const malformed = await api('POST', '/bookings', token, { start: 'amanhã às 10h' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', field: 'start' });

    const first = await api('POST', '/bookings', token, {
      start: slots[1]!.start,
      topic: ' Sucessão ',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'confirmed', topic: 'Sucessão' });
    expect((await api('POST', '/bookings', token, { start: slots[2]!.start })).status).toBe(201);
    const third = await api('POST', '/bookings', token, { start: slots[3]!.start });
    expect(third.status).toBe(422);
    expect(await third.json()).toMatchObject({ code: 'booking_limit' });
  });

  it("reschedules in one step, cancels, and never touches another client's booking", async () => {
    const token = await tokenFor();
    const slots = await freeSlots(token);
    const booked = (await (
      await api('POST', '/bookings', token, { start: slots[0]!.start })
    ).json()) as {
      id: string;
    };
    const moved = await api('POST', `/bookings/${booked.id}/reschedule`, token, {
      start: slots[1]!.start,
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: booked.id, start: slots[1]!.start });
    expect((await freeSlots(token)).map((slot) => slot.start)).toContain(slots[0]!.start);

    const stranger = await tokenFor();
    expect((await api('POST', `/bookings/${booked.id}/cancel`, stranger)).status).toBe(404);
    expect(
      (await api('POST', `/bookings/${booked.id}/reschedule`, stranger, { start: slots[2]!.start }))
        .status,
    ).toBe(404);

    const cancelled = await api('POST', `/bookings/${booked.id}/cancel`, token);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await api('POST', `/bookings/${booked.id}/cancel`, token)).status).toBe(422);
    const mine = (await (await api('GET', '/bookings', token)).json()) as { status: string }[];
    expect(mine.map((booking) => booking.status)).toEqual(['cancelled']);
  });

  /** A new client's booking of the first free slot; the client's token and the slots after it. */
  async function bookedClient() {
    const token = await tokenFor();
    const [first, ...others] = await freeSlots(token);
    const booked = await api('POST', '/bookings', token, { start: first!.start });
    expect(booked.status).toBe(201);
    return { token, others, booking: (await booked.json()) as { id: string; start: string } };
  }

  /** The booking as stored, with the count of changes made to it. */
  const storedBooking = (id: string) =>
    server.app.store.db
      .selectFrom('bookings')
      .select(['start_at', 'status', 'sequence'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('moves a booking once for overlapping reschedules, and tells the others it changed', async () => {
    const { token, others, booking } = await bookedClient();
    const targets = others.slice(0, 6);
    const answers = await overlappingRequests(
      server,
      booking.id,
      targets.map(
        (slot) => () =>
          api('POST', `/bookings/${booking.id}/reschedule`, token, { start: slot.start }),
      ),
    );
    const moved = answers.filter((answer) => answer.status === 200);
    // On PostgreSQL each read the booking before one of them moved it; SQLite runs them in turn.
    expect(moved).toHaveLength(backend === 'postgres' ? 1 : targets.length);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'booking_changed',
        message: expect.stringMatching(/acabou de ser alterada/),
      });
    }
    const starts = await Promise.all(
      moved.map(async (answer) => ((await answer.json()) as { start: string }).start),
    );
    const stored = await storedBooking(booking.id);
    expect(stored.sequence).toBe(moved.length);
    expect(starts).toContain(stored.start_at);
    const free = (await freeSlots(token)).map((slot) => slot.start);
    expect(free).not.toContain(stored.start_at);
    expect(free).toEqual(
      expect.arrayContaining(
        [booking.start, ...targets.map((slot) => slot.start)].filter(
          (start) => start !== stored.start_at,
        ),
      ),
    );
  });

  it('lets only one of a cancellation and a reschedule that overlap change the booking', async () => {
    const { token, others, booking } = await bookedClient();
    const [cancelled, moved] = await overlappingRequests(server, booking.id, [
      () => api('POST', `/bookings/${booking.id}/cancel`, token),
      () => api('POST', `/bookings/${booking.id}/reschedule`, token, { start: others[0]!.start }),
    ]);
    const stored = await storedBooking(booking.id);
    const succeeded = [cancelled!, moved!].filter((answer) => answer.status === 200);
    if (backend === 'postgres') expect(succeeded).toHaveLength(1);
    expect(stored.sequence).toBe(succeeded.length);
    expect(stored.status).toBe(cancelled!.status === 200 ? 'cancelled' : 'confirmed');
    expect(stored.start_at).toBe(moved!.status === 200 ? others[0]!.start : booking.start);
    for (const refused of [cancelled!, moved!].filter((answer) => answer.status !== 200)) {
      expect([409, 422]).toContain(refused.status);
      expect((await refused.json()) as { code: string }).toMatchObject({
        code: refused.status === 409 ? 'booking_changed' : 'booking_closed',
      });
    }
  });

  it('lets only the team set the hours, list the agenda and cancel with a reason', async () => {
    const client = await tokenFor();
    expect((await api('GET', '/admin/availability', client)).status).toBe(403);
    expect(
      (
        await api(
          'GET',
          `/admin/bookings?from=${new Date().toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`,
          client,
        )
      ).status,
    ).toBe(403);

    const current = (await (await api('GET', '/admin/availability', staffToken)).json()) as Record<
      string,
      unknown
    >;
    const refused = await api('PUT', '/admin/availability', staffToken, {
      ...current,
      weekly: { ...(current.weekly as object), mon: [['12:00', '09:00']] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation_failed', field: 'weekly.mon' });

    const [slot] = await freeSlots(client);
    const booked = (await (
      await api('POST', '/bookings', client, { start: slot!.start })
    ).json()) as {
      id: string;
    };
    const agenda = await api(
      'GET',
      `/admin/bookings?from=${new Date().toISOString()}&to=${new Date(Date.now() + 40 * 86_400_000).toISOString()}`,
      staffToken,
    );
    const week = (await agenda.json()) as { id: string; client_email: string }[];
    // Who each conversation is with, as the team's week shows it (no profile name given yet).
    expect(week.find((booking) => booking.id === booked.id)).toMatchObject({
      client_email: expect.stringMatching(/@example\.com$/),
      client_name: null,
    });
    const cancelled = await api('POST', `/admin/bookings/${booked.id}/cancel`, staffToken, {
      reason: 'Imprevisto na agenda da equipe',
    });
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Imprevisto na agenda da equipe',
    });

    const saved = await api('PUT', '/admin/availability', staffToken, {
      ...current,
      meeting_url: 'https://meet.example.com/legacy',
      weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    });
    expect(saved.status).toBe(200);
    expect(await freeSlots(client)).toEqual([]);
    await api('PUT', '/admin/availability', staffToken, current);
  });
});
