import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';

interface TeamRecord {
  attendance: string | null;
  private_notes: string | null;
  recap: { summary: string; action_items: { text: string; done: boolean }[] } | null;
}

const privateWords = 'Hesita em passar a empresa ao filho; falar da irmã com cuidado.';
const recap = {
  summary: 'Conversamos sobre a sucessão e o papel do conselho.',
  action_items: [{ text: 'Listar os sócios e as participações' }, { text: 'Marcar a próxima' }],
};

describe.each(backends)('after the conversation on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    server = await startAuthServer(backend, { JOBS_POLL_INTERVAL_MS: '20' });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  const api = (method: string, path: string, token: string, body?: unknown) =>
    apiRequest(server, method, path, token, body);

  /** A new client's booking; `past` moves it back so that it began an hour ago. */
  async function bookedClient({ past = true } = {}) {
    const client = await signedInAccount(server);
    const [slot] = await freeSlots(server, client.token);
    const booked = await api('POST', '/bookings', client.token, { start: slot!.start });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    if (past) {
      const start = Date.now() - 3_600_000;
      await server.app.store.db
        .updateTable('bookings')
        .set({
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + 45 * 60_000).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    }
    return { client, bookingId: id };
  }

  const saveNotes = (bookingId: string, body: unknown) =>
    api('PUT', `/admin/bookings/${bookingId}/notes`, staff.token, body);

  const markAttendance = (bookingId: string, status: string) =>
    api('POST', `/admin/bookings/${bookingId}/attendance`, staff.token, { status });

  async function clientsBooking(token: string, bookingId: string) {
    const bookings = (await (await api('GET', '/bookings', token)).json()) as ({
      id: string;
    } & TeamRecord)[];
    return bookings.find((booking) => booking.id === bookingId)!;
  }

  async function teamsBooking(bookingId: string) {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await api('GET', `/admin/bookings?from=${from}&to=${to}`, staff.token);
    const bookings = (await answer.json()) as ({ id: string } & TeamRecord)[];
    return bookings.find((booking) => booking.id === bookingId)!;
  }

  const recapJobs = (bookingId: string) =>
    server.app.store.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('dedupe_key', 'like', `booking:${bookingId}:recap:%`)
      .execute();

  it('marks a past conversation held or missed, the last mark winning, for the client and the team', async () => {
    const { client, bookingId } = await bookedClient();
    expect(await (await markAttendance(bookingId, 'no_show')).json()).toMatchObject({
      attendance: 'no_show',
    });
    const marked = await markAttendance(bookingId, 'attended');
    expect(marked.status).toBe(200);
    expect(await clientsBooking(client.token, bookingId)).toMatchObject({
      attendance: 'attended',
      recap: null,
    });
    expect(await teamsBooking(bookingId)).toMatchObject({ attendance: 'attended' });

    const audit = await api('GET', `/admin/audit?action=booking_attendance_marked`, staff.token);
    const { entries } = (await audit.json()) as {
      entries: { actor: { id: string }; detail: Record<string, unknown> }[];
    };
    expect(entries.filter((entry) => entry.detail.booking_id === bookingId)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: staff.id }) }),
      expect.objectContaining({ detail: expect.objectContaining({ status: 'no_show' }) }),
    ]);
  });

  it('refuses attendance and a recap before the start, on a cancelled booking, or from a client', async () => {
    const { client, bookingId } = await bookedClient({ past: false });
    for (const refused of [
      await markAttendance(bookingId, 'attended'),
      await saveNotes(bookingId, { recap }),
    ]) {
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 'booking_not_begun',
        message: expect.stringMatching(/ainda não começou/),
      });
    }
    // Private notes to prepare the conversation are the team's at any time.
    expect((await saveNotes(bookingId, { private_notes: 'Preparar a pauta.' })).status).toBe(200);

    const bad = await markAttendance(bookingId, 'maybe');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringMatching(/realizada/) });
    const tooMany = { summary: 'x', action_items: Array(21).fill({ text: 'passo' }) };
    expect((await saveNotes(bookingId, { recap: tooMany })).status).toBe(400);
    expect((await saveNotes(bookingId, {})).status).toBe(400);
    const asClient = await api('PUT', `/admin/bookings/${bookingId}/notes`, client.token, {
      private_notes: 'x',
    });
    expect(asClient.status).toBe(403);

    expect((await api('POST', `/bookings/${bookingId}/cancel`, client.token)).status).toBe(200);
    const cancelled = await markAttendance(bookingId, 'attended');
    expect(cancelled.status).toBe(422);
    expect(await cancelled.json()).toMatchObject({ code: 'booking_cancelled' });
    expect(await clientsBooking(client.token, bookingId)).toMatchObject({
      attendance: null,
      recap: null,
    });
    const unknown = await markAttendance(crypto.randomUUID(), 'attended');
    expect(unknown.status).toBe(404);
  });

  it('shows the client the recap and never the private notes, on any route a client reaches', async () => {
    const { client, bookingId } = await bookedClient();
    const saved = await saveNotes(bookingId, { private_notes: privateWords, recap });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ private_notes: privateWords });
    expect(await teamsBooking(bookingId)).toMatchObject({
      private_notes: privateWords,
      recap: { summary: recap.summary },
    });
    expect(await clientsBooking(client.token, bookingId)).toMatchObject({
      recap: {
        summary: recap.summary,
        action_items: recap.action_items.map((item) => ({ ...item, done: false })),
      },
    });

    const clientRoutes = server.app.declaredRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/v1/') &&
        !route.url.startsWith('/api/v1/admin/'),
    );
    expect(clientRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/v1/bookings', '/api/v1/me/export', '/api/v1/profile']),
    );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    for (const route of clientRoutes) {
      const path = route.url.replace('/api/v1', '').replaceAll(':id', bookingId);
      const query = `?from=${day(-1).slice(0, 10)}&to=${day(1).slice(0, 10)}`;
      const answer = await api('GET', `${path}${query}`, client.token);
      const body = await answer.text();
      expect(body, route.url).not.toContain('Hesita em passar');
      expect(body, route.url).not.toContain('private_notes');
    }
    // Decision 052: the client's export says that the team keeps notes, and how to ask for them.
    const exported = (await (await api('GET', '/me/export', client.token)).json()) as {
      internal_notes: { conversations: number; how_to_request: string };
    };
    expect(exported.internal_notes).toEqual({
      conversations: 1,
      how_to_request: expect.stringMatching(/notas internas sobre 1 conversa sua.*peça à equipe/),
    });

    const handedOver = await api('GET', `/admin/clients/${client.id}/private-notes`, staff.token);
    expect(handedOver.status).toBe(200);
    expect(await handedOver.json()).toMatchObject({
      client_id: client.id,
      notes: [{ booking_id: bookingId, private_notes: privateWords }],
    });
    const ownLog = (await (await api('GET', '/me/export', client.token)).json()) as {
      activity: { action: string }[];
    };
    expect(ownLog.activity.map((entry) => entry.action)).toContain('private_notes_exported');
  });

  it('tells the client once of a recap saved twice in a row, without its words', async () => {
    const { client, bookingId } = await bookedClient();
    expect((await saveNotes(bookingId, { recap })).status).toBe(200);
    const reworded = { ...recap, summary: `${recap.summary} E do inventário.` };
    expect((await saveNotes(bookingId, { recap: reworded })).status).toBe(200);
    expect(await recapJobs(bookingId)).toEqual([expect.objectContaining({ status: 'pending' })]);

    await server.app.store.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('dedupe_key', 'like', `booking:${bookingId}:recap:%`)
      .execute();
    const mail = await vi.waitFor(
      async () => {
        const sent = (await parsedOutbox(server.outboxDir)).filter((message) =>
          recipientsOf(message).includes(client.email),
        );
        const recapMails = sent.filter((message) => message.subject?.startsWith('Resumo'));
        expect(recapMails).toHaveLength(1);
        return recapMails[0]!;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(mail.subject).toBe('Resumo da sua conversa disponível — Legacy');
    expect(mail.text).toContain(`${server.url}/dashboard/agenda`);
    expect(mail.html).toContain(`href="${server.url}/dashboard/agenda"`);
    for (const words of [recap.summary, 'inventário', recap.action_items[0]!.text]) {
      expect(`${mail.text}${mail.html}`).not.toContain(words);
    }

    // Ticking a step off is not news for the client.
    const ticked = {
      ...reworded,
      action_items: recap.action_items.map((item, index) => ({ ...item, done: index === 0 })),
    };
    expect((await saveNotes(bookingId, { recap: ticked })).status).toBe(200);
    expect(await recapJobs(bookingId)).toHaveLength(1);
  });

  it('deletes the notes and the recap with the client’s account', async () => {
    const { client, bookingId } = await bookedClient();
    await saveNotes(bookingId, { private_notes: privateWords, recap });
    await markAttendance(bookingId, 'attended');
    expect((await api('DELETE', `/admin/clients/${client.id}`, staff.token)).status).toBe(204);
    const { db } = server.app.store;
    const left = await Promise.all([
      db
        .selectFrom('booking_notes')
        .select('booking_id')
        .where('booking_id', '=', bookingId)
        .execute(),
      db
        .selectFrom('booking_attendance')
        .select('booking_id')
        .where('booking_id', '=', bookingId)
        .execute(),
      recapJobs(bookingId).then((jobs) => jobs.filter((job) => job.status === 'pending')),
    ]);
    expect(left).toEqual([[], [], []]);
  });
});
