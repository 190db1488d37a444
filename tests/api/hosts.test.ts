import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../shared/agenda.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount, type Slot } from '../support/data-api.ts';
import { closeTeamDigestWindows, waitForJobsToSettle } from '../support/job-queue.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** "09:00": a slot's start on the team's clock. */
const teamClock = (slot: Slot) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(slot.start));

const weekdaysFrom8To10 = Object.fromEntries(
  Object.entries(defaultAvailability.weekly).map(([weekday, intervals]) => [
    weekday,
    intervals.length > 0 ? [['08:00', '10:00']] : [],
  ]),
);

describe.each(backends)('hosts on %s', (backend) => {
  let server: RunningAuthServer;
  let early: Awaited<ReturnType<typeof signedInAccount>>;
  let usual: Awaited<ReturnType<typeof signedInAccount>>;

  const api = (method: string, path: string, token: string, body?: unknown) =>
    apiRequest(server, method, path, token, body);
  const slotsOf = async (token: string, host?: string) => {
    const query = `from=${day(2)}&to=${day(16)}${host ? `&host=${host}` : ''}`;
    const response = await api('GET', `/slots?${query}`, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { slots: Slot[] }).slots;
  };
  const book = async (body: { start: string; host_id?: string }) => {
    const { token } = await signedInAccount(server);
    return api('POST', '/bookings', token, body);
  };

  beforeAll(async () => {
    server = await startAuthServer(backend, {
      TEAM_NOTIFY_EMAIL: 'equipe@legado.example',
      JOBS_POLL_INTERVAL_MS: '20',
    });
    early = await signedInAccount(server, { staff: true });
    usual = await signedInAccount(server, { staff: true });
    // One member keeps hours of their own, 08:00 to 10:00; the other, the team's.
    const saved = await api('PUT', `/admin/hosts/${early.id}/availability`, usual.token, {
      ...defaultAvailability,
      weekly: weekdaysFrom8To10,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => server?.close());

  it("offers each host's own hours, and all of them once to a client who takes anyone", async () => {
    const { token } = await signedInAccount(server);
    const listed = (await (await api('GET', '/hosts', token)).json()) as {
      hosts: { id: string; name: string }[];
    };
    expect(listed.hosts).toHaveLength(2);
    expect(listed.hosts).toEqual(
      expect.arrayContaining([{ id: early.id, name: early.email.split('@')[0] }]),
    );

    const earlySlots = await slotsOf(token, early.id);
    const usualSlots = await slotsOf(token, usual.id);
    expect(new Set(earlySlots.map(teamClock))).toEqual(new Set(['08:00', '09:00']));
    expect(usualSlots.map(teamClock)).not.toContain('08:00');
    const anyone = await slotsOf(token);
    const starts = new Set([...earlySlots, ...usualSlots].map((slot) => slot.start));
    expect(anyone.map((slot) => slot.start)).toEqual([...starts].sort());

    const eight = earlySlots.find((slot) => teamClock(slot) === '08:00')!;
    expect((await book({ start: eight.start, host_id: usual.id })).status).toBe(422);
    const stranger = await api(
      'GET',
      `/slots?from=${day(2)}&to=${day(3)}&host=${crypto.randomUUID()}`,
      token,
    );
    expect(stranger.status).toBe(404);
  });

  it('books two hosts at one start, never one host twice, and gives anyone to the free one', async () => {
    const [shared, later] = (await slotsOf(early.token, early.id)).filter(
      (slot) => teamClock(slot) === '09:00',
    );
    const withEarly = await book({ start: shared!.start, host_id: early.id });
    expect(withEarly.status).toBe(201);
    expect(await withEarly.json()).toMatchObject({
      host: { id: early.id, name: early.email.split('@')[0] },
    });
    const again = await book({ start: shared!.start, host_id: early.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'slot_taken' });
    const withAnyone = await book({ start: shared!.start });
    expect(withAnyone.status).toBe(201);
    expect(await withAnyone.json()).toMatchObject({ host: { id: usual.id } });
    expect((await book({ start: shared!.start })).status).toBe(409);

    // The early member's only-own hour goes to them when anyone will do.
    const eight = (await slotsOf(early.token)).find((slot) => teamClock(slot) === '08:00')!;
    expect(await (await book({ start: eight.start })).json()).toMatchObject({
      host: { id: early.id },
    });
    expect((await book({ start: later!.start, host_id: usual.id })).status).toBe(201);

    const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 40 * 86_400_000).toISOString()}`;
    const teamView = (await (
      await api('GET', `/admin/bookings?${range}&host=${usual.id}`, early.token)
    ).json()) as { start: string; host: { id: string } }[];
    expect(teamView.map((booking) => booking.host.id)).toEqual([usual.id, usual.id]);
    expect(teamView.map((booking) => booking.start).sort()).toEqual(
      [shared!.start, later!.start].sort(),
    );
  });

  it('tells the booked host and the team, and names the host to the client', async () => {
    const client = await signedInAccount(server);
    const [slot] = await slotsOf(client.token, usual.id);
    const booked = await api('POST', '/bookings', client.token, {
      start: slot!.start,
      host_id: usual.id,
    });
    expect(booked.status).toBe(201);
    await closeTeamDigestWindows(server.app.store.db);
    await waitForJobsToSettle(server.app.store.db);
    const mail = await parsedOutbox(server.outboxDir);
    const toClient = mail.find((message) => recipientsOf(message).includes(client.email));
    expect(toClient?.text).toContain(`Com: ${usual.email.split('@')[0]}`);
    const toTeam = mail.filter((message) => message.text?.includes(client.email));
    expect(toTeam.map(recipientsOf)).toEqual([['equipe@legado.example', usual.email]]);
  });

  it("lets the team stop a member's bookings and give back the team's hours, audited", async () => {
    const client = await signedInAccount(server);
    expect((await api('GET', `/admin/hosts/${client.id}/availability`, usual.token)).status).toBe(
      404,
    );
    expect(
      (await api('PUT', `/admin/hosts/${usual.id}`, client.token, { accepts_bookings: false }))
        .status,
    ).toBe(403);

    const paused = await api('PUT', `/admin/hosts/${early.id}`, usual.token, {
      accepts_bookings: false,
    });
    expect(await paused.json()).toMatchObject({ accepts_bookings: false, own_hours: true });
    const listed = (await (await api('GET', '/hosts', client.token)).json()) as {
      hosts: { id: string }[];
    };
    expect(listed.hosts.map((host) => host.id)).toEqual([usual.id]);
    expect((await slotsOf(client.token)).map(teamClock)).not.toContain('08:00');

    const reset = await api('DELETE', `/admin/hosts/${early.id}/availability`, usual.token);
    expect(await reset.json()).toMatchObject({ weekly: defaultAvailability.weekly });
    await api('PUT', `/admin/hosts/${early.id}`, usual.token, { accepts_bookings: true });
    const team = (await (await api('GET', '/admin/hosts', usual.token)).json()) as {
      hosts: { id: string; own_hours: boolean; accepts_bookings: boolean }[];
    };
    expect(team.hosts.find((host) => host.id === early.id)).toMatchObject({
      own_hours: false,
      accepts_bookings: true,
    });

    const audit = (await (
      await api('GET', `/admin/audit?user_id=${early.id}`, usual.token)
    ).json()) as { entries: { action: string; actor: { id: string } | null }[] };
    expect(audit.entries.map((entry) => [entry.action, entry.actor?.id])).toEqual(
      expect.arrayContaining([
        ['host_availability_changed', usual.id],
        ['host_bookings_changed', usual.id],
      ]),
    );
  });
});
