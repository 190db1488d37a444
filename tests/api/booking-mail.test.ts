import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { closeTeamDigestWindows, waitForJobsToSettle } from '../support/job-queue.ts';
import { overlappingRequests } from '../support/overlapping-requests.ts';
import {
  calendarPartsOf,
  parsedOutbox,
  readInvitation,
  recipientsOf,
} from '../support/outbox-mail.ts';

interface Booked {
  id: string;
  start: string;
  end: string;
}

const mailFrom = 'agenda@legado.example';
const contactUrl = 'https://wa.me/5511912345678';

describe.each(backends)('the booking e-mails on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    server = await startAuthServer(backend, {
      MAIL_FROM: `Legacy <${mailFrom}>`,
      CONTACT_URL: contactUrl,
      JOBS_POLL_INTERVAL_MS: '20',
    });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  const sentTo = async (address: string, subject: string, about: string) =>
    (await parsedOutbox(server.outboxDir)).filter(
      (mail) =>
        recipientsOf(mail).includes(address) &&
        mail.subject?.startsWith(subject) &&
        mail.text?.includes(about),
    );

  /**
   * Waits for the one message to `address` whose subject starts so and whose text names `about`
   * (the client, in the team's messages).
   */
  async function messageTo(address: string, subject: string, about = '') {
    return vi.waitFor(
      async () => {
        const found = await sentTo(address, subject, about);
        expect(found).toHaveLength(1);
        return found[0]!;
      },
      { timeout: 10_000, interval: 25 },
    );
  }

  async function book(token: string, start: string, topic?: string) {
    const response = await apiRequest(server, 'POST', '/bookings', token, { start, topic });
    expect(response.status).toBe(201);
    return (await response.json()) as Booked;
  }

  /** The invitation the message carries, checked to be the same inline and attached. */
  function invitationOf(mail: ParsedMail) {
    const parts = calendarPartsOf(mail);
    expect(parts.attachment).toMatchObject({ filename: 'convite.ics', disposition: 'attachment' });
    const inline = readInvitation(parts.inline!);
    expect(readInvitation(parts.attachment!.text)).toEqual(inline);
    expect(parts.method).toBe(inline.method);
    return inline;
  }

  const uidOf = (booking: Booked) => `${booking.id}@127.0.0.1`;

  it('confirms a booking to the client and the team, with an invitation their calendars take', async () => {
    const client = await signedInAccount(server);
    const [slot] = await freeSlots(server, client.token);
    const booking = await book(client.token, slot!.start, 'Sucessão na família');
    await closeTeamDigestWindows(server.app.store.db);

    const messages = [
      await messageTo(client.email, 'Conversa confirmada'),
      await messageTo(staff.email, 'Nova conversa marcada', client.email),
    ];
    // Each opens the agenda of whoever reads it: the client's, or the team's in the console.
    const agendas = [`${server.url}/dashboard/agenda`, `${server.url}/admin/agenda`];
    messages.forEach((mail, index) => {
      expect(mail.text).toContain(agendas[index]);
      expect(mail.html).toContain(`href="${agendas[index]}"`);
      expect(invitationOf(mail).description).toContain(agendas[index]);
    });
    expect(`${messages[1]!.text}${messages[1]!.html}`).not.toContain('/dashboard');
    for (const mail of messages) {
      expect(mail.text).toContain('America/Sao_Paulo');
      expect(mail.text).toContain('Sucessão na família');
      expect(mail.html).toContain('lang="pt-BR"');
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid: uidOf(booking),
        sequence: 0,
        status: 'CONFIRMED',
        start: booking.start,
        end: booking.end,
        stamped: true,
        organizer: `mailto:${mailFrom}`,
        attendee: { address: `mailto:${client.email}`, partstat: 'NEEDS-ACTION', rsvp: 'TRUE' },
      });
    }
    expect(messages[1]!.text).toContain('marcou uma conversa com a equipe');
  });

  /** The reminders waiting for `booking`: key, when due; the day's first, then the hour's. */
  const remindersOf = (booking: Booked) =>
    server.app.store.db
      .selectFrom('jobs')
      .select(['dedupe_key', 'run_at', 'status'])
      .where('dedupe_key', 'like', `booking:${booking.id}:%reminder:%`)
      .orderBy('run_at')
      .orderBy('dedupe_key')
      .execute();

  it('schedules a reminder the day before and one an hour before, for the client and the team', async () => {
    const client = await signedInAccount(server);
    const [slot] = await freeSlots(server, client.token);
    const booking = await book(client.token, slot!.start);
    const dueAt = (hours: number) =>
      new Date(Date.parse(booking.start) - hours * 3_600_000).toISOString();
    expect(await remindersOf(booking)).toEqual([
      {
        dedupe_key: expect.stringMatching(/:reminder:.*:client$/),
        run_at: dueAt(24),
        status: 'pending',
      },
      {
        dedupe_key: expect.stringMatching(/:reminder:.*:team$/),
        run_at: dueAt(24),
        status: 'pending',
      },
      {
        dedupe_key: expect.stringMatching(/:hour-reminder:.*:client$/),
        run_at: dueAt(1),
        status: 'pending',
      },
      {
        dedupe_key: expect.stringMatching(/:hour-reminder:.*:team$/),
        run_at: dueAt(1),
        status: 'pending',
      },
    ]);
  });

  it('reschedules under the same UID with a higher SEQUENCE, and cancels with the team’s reason', async () => {
    const client = await signedInAccount(server);
    const slots = await freeSlots(server, client.token);
    const booking = await book(client.token, slots[0]!.start);
    const moved = await apiRequest(
      server,
      'POST',
      `/bookings/${booking.id}/reschedule`,
      client.token,
      {
        start: slots[1]!.start,
      },
    );
    expect(moved.status).toBe(200);
    const toClientMoved = await messageTo(client.email, 'Conversa remarcada');
    expect(invitationOf(toClientMoved)).toMatchObject({
      method: 'REQUEST',
      uid: uidOf(booking),
      sequence: 1,
      start: slots[1]!.start,
    });
    // The team's digest tells the booking as it stands: new to the team, at its new time.
    await closeTeamDigestWindows(server.app.store.db);
    const toTeamBooked = await messageTo(staff.email, 'Nova conversa marcada', client.email);
    expect(invitationOf(toTeamBooked)).toMatchObject({
      method: 'REQUEST',
      uid: uidOf(booking),
      sequence: 1,
      start: slots[1]!.start,
    });

    const reason = 'Imprevisto na agenda da equipe';
    const cancelled = await apiRequest(
      server,
      'POST',
      `/admin/bookings/${booking.id}/cancel`,
      staff.token,
      {
        reason,
      },
    );
    expect(cancelled.status).toBe(200);
    const toClient = await messageTo(client.email, 'Conversa cancelada', reason);
    expect(toClient.text).toContain(reason);
    expect(invitationOf(toClient)).toMatchObject({
      method: 'CANCEL',
      uid: uidOf(booking),
      sequence: 2,
      status: 'CANCELLED',
    });
    await closeTeamDigestWindows(server.app.store.db);
    const toTeam = await messageTo(staff.email, 'Conversa cancelada', client.email);
    expect(toTeam.text).toContain('A equipe cancelou a conversa');
    expect(calendarPartsOf(toTeam).method).toBe('CANCEL');
  });

  it('tells the client of each change that overlapping requests made, the last as it is stored', async () => {
    const client = await signedInAccount(server);
    const slots = await freeSlots(server, client.token);
    const booking = await book(client.token, slots[0]!.start);
    const change = (path: string, body?: unknown) => () =>
      apiRequest(server, 'POST', `/bookings/${booking.id}/${path}`, client.token, body);
    const answers = await overlappingRequests(server, booking.id, [
      ...slots.slice(1, 5).map((slot) => change('reschedule', { start: slot.start })),
      change('cancel'),
    ]);
    const changes = answers.filter((answer) => answer.status === 200).length;
    await waitForJobsToSettle(server.app.store.db);

    const mine = await apiRequest(server, 'GET', '/bookings', client.token);
    const stored = ((await mine.json()) as (Booked & { status: string })[])[0]!;
    const told = (await parsedOutbox(server.outboxDir))
      .filter((mail) => recipientsOf(mail).includes(client.email))
      .filter((mail) => !mail.subject?.startsWith('Conversa confirmada'))
      .map(invitationOf)
      .sort((a, b) => Number(a.sequence) - Number(b.sequence));
    expect(told.map((invitation) => invitation.sequence)).toEqual(
      Array.from({ length: changes }, (_, n) => n + 1),
    );
    expect(told.at(-1)).toMatchObject({
      method: stored.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      start: stored.start,
    });
  });

  it('tells the team of a burst of changes in one e-mail per client, and caps each client', async () => {
    const limit = 10;
    const clients = await Promise.all([0, 1, 2].map(() => signedInAccount(server)));
    const slots = await freeSlots(server, clients[0]!.token);
    const bursts = await Promise.all(
      clients.map(async (client, n) => {
        const [first, second, other] = slots.slice(3 * n, 3 * n + 3);
        const moving = await book(client.token, first!.start);
        const staying = await book(client.token, second!.start);
        const move = (slot: typeof first) =>
          apiRequest(server, 'POST', `/bookings/${moving.id}/reschedule`, client.token, {
            start: slot!.start,
          });
        const statuses = [];
        for (let moves = 1; moves <= limit - 2; moves += 1) {
          statuses.push((await move(moves % 2 === 1 ? other : first)).status);
        }
        return { client, moving, staying, statuses, overLimit: await move(other) };
      }),
    );
    for (const { statuses, overLimit } of bursts) {
      expect(statuses).toEqual(Array.from({ length: limit - 2 }, () => 200));
      expect(overLimit.status).toBe(429);
      const retryAfter = Number(overLimit.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await overLimit.json()).toMatchObject({
        code: 'booking_change_limit',
        message: expect.stringMatching(/10 vezes na última hora.*Tente de novo em \d+ minutos?\./),
      });
    }
    // A cancellation is never refused; the team never heard of that booking, and will not.
    const last = bursts[2]!;
    const cancelled = await apiRequest(
      server,
      'POST',
      `/bookings/${last.staying.id}/cancel`,
      last.client.token,
    );
    expect(cancelled.status).toBe(200);

    await closeTeamDigestWindows(server.app.store.db);
    await waitForJobsToSettle(server.app.store.db);
    const outbox = await parsedOutbox(server.outboxDir);
    for (const { client, moving, staying } of bursts) {
      const toTeam = outbox.filter(
        (mail) => recipientsOf(mail).includes(staff.email) && mail.text?.includes(client.email),
      );
      expect(toTeam).toHaveLength(1);
      const toClient = outbox.filter((mail) => recipientsOf(mail).includes(client.email));
      expect(toClient).toHaveLength(client === last.client ? limit + 1 : limit);
      if (client === last.client) {
        expect(toTeam[0]!.subject).toMatch(/^Nova conversa marcada/);
        expect(invitationOf(toTeam[0]!)).toMatchObject({ uid: uidOf(moving), sequence: 8 });
        continue;
      }
      expect(toTeam[0]!.subject).toBe(`Agenda de ${client.email}: 2 alterações`);
      expect(toTeam[0]!.text?.match(/Nova conversa:/g)).toHaveLength(2);
      const invitations = toTeam[0]!.attachments
        .filter((part) => part.filename?.endsWith('.ics'))
        .map((part) => readInvitation(part.content.toString('utf8')));
      expect(invitations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ uid: uidOf(moving), sequence: 8, start: moving.start }),
          expect.objectContaining({ uid: uidOf(staying), sequence: 0, start: staying.start }),
        ]),
      );
    }
  });

  it('sends a due reminder only for the start the booking still has', async () => {
    const client = await signedInAccount(server);
    const slots = await freeSlots(server, client.token);
    const booking = await book(client.token, slots[2]!.start);
    await apiRequest(server, 'POST', `/bookings/${booking.id}/reschedule`, client.token, {
      start: slots[3]!.start,
    });
    // Both reminders fall due now, as if a day had passed.
    const { db } = server.app.store;
    const reminders = db
      .selectFrom('jobs')
      .where('dedupe_key', 'like', `booking:${booking.id}:reminder:%`);
    expect(await reminders.select('id').execute()).toHaveLength(4);
    await db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('dedupe_key', 'like', `booking:${booking.id}:reminder:%`)
      .execute();
    await vi.waitFor(
      async () =>
        expect(await reminders.select('status').where('status', '!=', 'done').execute()).toEqual(
          [],
        ),
      { timeout: 10_000, interval: 25 },
    );
    for (const [address, about] of [
      [client.email, ''],
      [staff.email, client.email],
    ] as const) {
      const mail = await messageTo(address, 'Lembrete', about);
      expect(invitationOf(mail)).toMatchObject({ method: 'REQUEST', start: slots[3]!.start });
    }
  });

  it("tells the team, and the client, of a leaving client's upcoming bookings", async () => {
    const client = await signedInAccount(server);
    const [slot] = await freeSlots(server, client.token);
    const booking = await book(client.token, slot!.start);
    await messageTo(client.email, 'Conversa confirmada');
    const deleted = await apiRequest(server, 'DELETE', '/me', client.token, {
      password: client.password,
    });
    expect(deleted.status).toBe(204);

    const notice = await messageTo(staff.email, 'Conversa cancelada', client.email);
    expect(notice.text).toContain('excluiu a conta');
    expect(invitationOf(notice)).toMatchObject({ method: 'CANCEL', uid: uidOf(booking) });
    // Their own calendar still holds the conversation: the cancellation takes it out.
    const toClient = await messageTo(client.email, 'Conversa cancelada');
    expect(toClient.text).toContain('Como você excluiu a sua conta na área do cliente');
    expect(invitationOf(toClient)).toMatchObject({
      method: 'CANCEL',
      uid: uidOf(booking),
      sequence: 1,
      status: 'CANCELLED',
    });
    // No agenda is left to open.
    expect(toClient.html).not.toContain('Abrir a agenda');
    // The reminders, which named the client, went with the account.
    const waiting = await server.app.store.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('dedupe_key', 'like', `booking:${booking.id}:%`)
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toEqual([]);
  });

  it('enqueues nothing for a booking that is refused', async () => {
    const [first, second] = await Promise.all([signedInAccount(server), signedInAccount(server)]);
    const [slot] = await freeSlots(server, first.token);
    await book(first.token, slot!.start);
    const { db } = server.app.store;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const taken = await apiRequest(server, 'POST', '/bookings', second.token, {
      start: slot!.start,
    });
    expect(taken.status).toBe(409);
    expect(await count()).toBe(before);
  });

  /** Runs `steps` under the team's rules changed so, and puts back the rules as they were. */
  async function underRules(changes: Record<string, unknown>, steps: () => Promise<void>) {
    const answer = await apiRequest(server, 'GET', '/admin/availability', staff.token);
    const saved = (await answer.json()) as Record<string, unknown>;
    const put = (rules: unknown) =>
      apiRequest(server, 'PUT', '/admin/availability', staff.token, rules);
    expect((await put({ ...saved, ...changes })).status).toBe(200);
    try {
      await steps();
    } finally {
      await put(saved);
    }
  }

  it('gives each booking a room of its own, kept by a reschedule, in the .ics and the e-mails', async () => {
    await underRules(
      { meeting_kind: 'room', meeting_room_base_url: 'https://meet.jit.si/' },
      async () => {
        // A room needs the rooms' address: refused, and nothing changed.
        const rules = await apiRequest(server, 'GET', '/admin/availability', staff.token);
        const noBase = { ...((await rules.json()) as object), meeting_room_base_url: null };
        const refused = await apiRequest(server, 'PUT', '/admin/availability', staff.token, noBase);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({
          code: 'validation_failed',
          field: 'meeting_room_base_url',
        });
        const client = await signedInAccount(server);
        const slots = await freeSlots(server, client.token);
        const booking = (await book(client.token, slots[0]!.start, 'Sala própria')) as Booked & {
          meeting_url: string;
        };
        const other = (await book(client.token, slots[1]!.start, 'Outra sala')) as Booked & {
          meeting_url: string;
        };
        const room = booking.meeting_url;
        expect(room).toMatch(/^https:\/\/meet\.jit\.si\/legado-[a-z2-7]{20}$/);
        expect(other.meeting_url).not.toBe(room);
        expect(booking).toMatchObject({ meeting_location: room });

        const confirmed = await messageTo(client.email, 'Conversa confirmada', 'Sala própria');
        expect(invitationOf(confirmed)).toMatchObject({ location: room, url: room, sequence: 0 });
        expect(confirmed.text).toContain(`Link da conversa: ${room}`);
        expect(confirmed.html).toContain(`href="${room}"`);

        const moved = await apiRequest(
          server,
          'POST',
          `/bookings/${booking.id}/reschedule`,
          client.token,
          {
            start: slots[2]!.start,
          },
        );
        expect(await moved.json()).toMatchObject({ start: slots[2]!.start, meeting_url: room });
        const rescheduled = await messageTo(client.email, 'Conversa remarcada');
        expect(invitationOf(rescheduled)).toMatchObject({
          uid: uidOf(booking),
          sequence: 1,
          start: slots[2]!.start,
          location: room,
          url: room,
        });

        // The reminder an hour before leads to the call itself.
        const { db } = server.app.store;
        await db
          .updateTable('jobs')
          .set({ run_at: new Date().toISOString() })
          .where('dedupe_key', '=', `booking:${booking.id}:hour-reminder:${slots[2]!.start}:client`)
          .execute();
        const reminder = await messageTo(client.email, 'Lembrete');
        expect(reminder.text).toContain(`Entrar na conversa:\n${room}`);
        expect(reminder.html).toMatch(new RegExp(`href="${room}"[^>]*>\\s*Entrar na conversa`));
      },
    );
  });

  it('tells the address of an in-person conversation, with no link', async () => {
    const address = 'Av. Paulista, 1000, 10º andar — São Paulo';
    await underRules({ meeting_kind: 'in_person', meeting_address: address }, async () => {
      const client = await signedInAccount(server);
      const [slot] = await freeSlots(server, client.token);
      const booking = await book(client.token, slot!.start);
      expect(booking).toMatchObject({ meeting_url: null, meeting_location: address });
      const confirmed = await messageTo(client.email, 'Conversa confirmada');
      expect(invitationOf(confirmed)).toMatchObject({ location: address, url: null });
      expect(confirmed.text).toContain(`Local: ${address}`);
    });
  });

  it('refuses a client’s late cancel or reschedule with the team’s contact; the team may still', async () => {
    await underRules({ change_notice_hours: 336, reminder_day_before: false }, async () => {
      const client = await signedInAccount(server);
      const slots = await freeSlots(server, client.token);
      const booking = await book(client.token, slots[0]!.start);
      // Only the hour's reminder, as the team's rules now say.
      expect((await remindersOf(booking)).map((job) => job.dedupe_key)).toEqual([
        expect.stringMatching(/:hour-reminder:.*:client$/),
        expect.stringMatching(/:hour-reminder:.*:team$/),
      ]);
      const late = [
        await apiRequest(server, 'POST', `/bookings/${booking.id}/cancel`, client.token),
        await apiRequest(server, 'POST', `/bookings/${booking.id}/reschedule`, client.token, {
          start: slots[1]!.start,
        }),
      ];
      for (const answer of late) {
        expect(answer.status).toBe(422);
        const refusal = (await answer.json()) as { code: string; message: string };
        expect(refusal.code).toBe('change_window_closed');
        expect(refusal.message).toContain('336 horas');
        expect(refusal.message).toContain(contactUrl);
        expect(refusal.message).toContain(mailFrom);
      }
      const mine = await apiRequest(server, 'GET', '/bookings', client.token);
      expect(await mine.json()).toEqual([
        expect.objectContaining({ id: booking.id, start: booking.start, status: 'confirmed' }),
      ]);

      const moved = await apiRequest(
        server,
        'POST',
        `/admin/bookings/${booking.id}/reschedule`,
        staff.token,
        {
          start: slots[1]!.start,
        },
      );
      expect(await moved.json()).toMatchObject({ start: slots[1]!.start, status: 'confirmed' });
      const rescheduled = await messageTo(client.email, 'Conversa remarcada');
      expect(invitationOf(rescheduled)).toMatchObject({ sequence: 1, start: slots[1]!.start });
      const audit = await server.app.store.db
        .selectFrom('audit_log')
        .select(['user_id', 'actor_id'])
        .where('action', '=', 'booking_rescheduled')
        .where('user_id', '=', client.id)
        .execute();
      expect(audit).toEqual([{ user_id: client.id, actor_id: staff.id }]);

      const other = await signedInAccount(server);
      const taken = await book(other.token, slots[2]!.start);
      const onTaken = await apiRequest(
        server,
        'POST',
        `/admin/bookings/${booking.id}/reschedule`,
        staff.token,
        {
          start: taken.start,
        },
      );
      expect(onTaken.status).toBe(409);

      const cancelled = await apiRequest(
        server,
        'POST',
        `/admin/bookings/${booking.id}/cancel`,
        staff.token,
        {
          reason: 'A cliente pediu por telefone',
        },
      );
      expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    });
  });
});
