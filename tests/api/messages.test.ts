import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessageInbox, UnreadMessages } from '../../shared/messages.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { jobsDueNow, jobsOfKind, waitForJobsToSettle } from '../support/job-queue.ts';
import { samplePdf, samplePng } from '../support/material-files.ts';
import { postMessageForm, readThread, sendText, threadPath } from '../support/messages.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { rowCounts } from '../support/row-counts.ts';

const maxBytes = 1024 * 1024;
const writesPerUser = 15;
const threadTables = [
  'message_threads',
  'messages',
  'message_files',
  'message_file_chunks',
] as const;

type Account = Awaited<ReturnType<typeof signedInAccount>>;

const json = async <T>(response: Response) => (await response.json()) as T;

describe.each(backends)('messages between a client and the team on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Account;
  const db = () => server.app.store.db;

  beforeAll(async () => {
    server = await startAuthServer(backend, {
      MATERIAL_MAX_BYTES: String(maxBytes),
      RATE_LIMIT_API_WRITES_PER_USER: String(writesPerUser),
    });
    staff = await signedInAccount(server, { staff: true });
    await server.admin().auth.admin.updateUserById(staff.id, {
      user_metadata: { full_name: 'Helena Prado' },
    });
  });
  afterAll(() => server?.close());

  /** One client for the tests of refused input, which store nothing. */
  let refusedClient: Promise<Account> | undefined;
  const refused = () => (refusedClient ??= signedInAccount(server));

  const unreadOf = async (token: string, team = false) =>
    json<UnreadMessages>(
      await apiRequest(server, 'GET', team ? '/admin/threads/unread' : '/messages/unread', token),
    );

  it('carries a thread both ways, with who wrote, unread counts and what changed', async () => {
    const client = await signedInAccount(server);
    const teamBefore = await unreadOf(staff.token, true);

    const sent = await sendText(server, client.token, '  Olá, equipe! Veja https://exemplo.com  ');
    expect(sent).toMatchObject({
      body: 'Olá, equipe! Veja https://exemplo.com',
      author: { role: 'client', name: client.email },
      edited_at: null,
      deleted: false,
      attachments: [],
    });
    const teamAfter = await unreadOf(staff.token, true);
    expect(teamAfter.unread).toBe(teamBefore.unread + 1);
    expect(teamAfter.changed_at! > (teamBefore.changed_at ?? '')).toBe(true);

    const inbox = await json<MessageInbox>(
      await apiRequest(server, 'GET', `/admin/threads?query=${client.email}`, staff.token),
    );
    expect(inbox).toMatchObject({
      total: 1,
      threads: [{ client: { id: client.id, email: client.email }, unread: 1, unanswered: true }],
    });

    const teamView = await readThread(server, staff.token, client.id);
    expect(teamView.unread).toBe(1);
    await readThread(server, staff.token, client.id);
    const readings = await db()
      .selectFrom('audit_log')
      .select(['actor_id'])
      .where('user_id', '=', client.id)
      .where('action', '=', 'message_thread_read')
      .execute();
    expect(readings).toEqual([{ actor_id: staff.id }]);
    expect(teamView.messages.map((message) => message.id)).toEqual([sent.id]);
    const read = await apiRequest(server, 'POST', `${threadPath(client.id)}/read`, staff.token);
    expect(read.status).toBe(204);
    expect((await unreadOf(staff.token, true)).unread).toBe(teamBefore.unread);

    const reply = await sendText(
      server,
      staff.token,
      '<b>Olá!</b> Respondemos em breve.',
      client.id,
    );
    expect(reply).toMatchObject({
      body: '<b>Olá!</b> Respondemos em breve.',
      author: { role: 'staff', name: 'Helena Prado' },
    });
    const stored = await db()
      .selectFrom('messages')
      .select('author_id')
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    expect(stored.author_id).toBe(staff.id);

    const clientUnread = await unreadOf(client.token);
    expect(clientUnread.unread).toBe(1);
    const clientView = await readThread(server, client.token);
    expect(clientView.messages.map((message) => message.id)).toEqual([reply.id, sent.id]);
    expect(clientView.unread).toBe(1);
    await apiRequest(server, 'POST', '/messages/read', client.token);
    const afterRead = await unreadOf(client.token);
    expect(afterRead.unread).toBe(0);
    expect(afterRead.changed_at! > clientUnread.changed_at!).toBe(true);

    const answered = await json<MessageInbox>(
      await apiRequest(
        server,
        'GET',
        `/admin/threads?unanswered=true&query=${client.email}`,
        staff.token,
      ),
    );
    expect(answered.total).toBe(0);

    const older = await readThread(server, client.token, undefined, `?before=${reply.id}`);
    expect(older.messages.map((message) => message.id)).toEqual([sent.id]);
  });

  it('lists the inbox with unread threads first, then the newest activity', async () => {
    const [quiet, loud] = [await signedInAccount(server), await signedInAccount(server)];
    await sendText(server, quiet.token, 'Primeira');
    await apiRequest(server, 'POST', `${threadPath(quiet.id)}/read`, staff.token);
    await sendText(server, loud.token, 'Segunda');
    await sendText(server, staff.token, 'Resposta à primeira', quiet.id);
    const inbox = await json<MessageInbox>(
      await apiRequest(server, 'GET', '/admin/threads', staff.token),
    );
    const order = inbox.threads.map((thread) => thread.client.id);
    expect(order.indexOf(loud.id)).toBeLessThan(order.indexOf(quiet.id));
    const unread = inbox.threads.filter((thread) => thread.unread > 0).length;
    expect(order.slice(0, unread)).toContain(loud.id);
    expect(order.indexOf(quiet.id)).toBeGreaterThanOrEqual(unread);
  });

  it('takes an attachment the library would take, and serves it through a session-bound link', async () => {
    const client = await signedInAccount(server);
    const png = samplePng();
    const posted = await postMessageForm(server, client.token, {
      body: 'Segue a foto',
      file: { name: 'retrato.png', bytes: png },
    });
    expect(posted.status).toBe(201);
    const message = await json<Message>(posted);
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({
      file_name: 'retrato.png',
      content_type: 'image/png',
      size: png.length,
    });

    for (const token of [client.token, staff.token]) {
      const linkPath =
        token === staff.token
          ? `${threadPath(client.id)}/attachments/${attachment!.id}/link`
          : `/messages/attachments/${attachment!.id}/link`;
      const link = await json<{ url: string; expires_at: string }>(
        await apiRequest(server, 'POST', linkPath, token),
      );
      expect(link.url).toMatch(/^\/api\/v1\/messages\/attachments\/[0-9a-f-]+\/file\?token=/);
      const file = await fetch(`${server.url}${link.url}&download=1`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="retrato.png"');
      expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    }
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('user_id', '=', client.id)
      .where('action', 'in', ['message_file_opened', 'message_thread_read'])
      .execute();
    expect(audited).toEqual([{ action: 'message_file_opened', actor_id: staff.id }]);

    const fileOnly = await postMessageForm(server, client.token, {
      file: { name: 'plano.pdf', bytes: samplePdf() },
    });
    expect(fileOnly.status).toBe(201);
    expect(await json<Message>(fileOnly)).toMatchObject({
      body: '',
      attachments: [{ content_type: 'application/pdf' }],
    });
  });

  it('refuses HTML, SVG, an empty message, a long one and unknown fields, storing nothing', async () => {
    const client = await refused();
    const before = await rowCounts(db(), threadTables);
    const page = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [name, bytes] of [
      ['pagina.html', page],
      ['desenho.svg', svg],
      ['foto.png', page],
    ] as const) {
      const refused = await postMessageForm(server, client.token, {
        body: 'x',
        file: { name, bytes },
      });
      expect(refused.status, name).toBe(415);
    }
    const cases: [unknown, string][] = [
      [{ body: '   ' }, 'Escreva uma mensagem.'],
      [{ body: 'a'.repeat(10_001) }, 'Use no máximo 10.000 caracteres por mensagem.'],
      [{ body: 'oi', html: '<b>' }, 'Campo desconhecido: html.'],
    ];
    for (const [body, message] of cases) {
      const refused = await apiRequest(server, 'POST', '/messages', client.token, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'validation_failed', message });
    }
    const empty = await postMessageForm(server, client.token, { body: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      message: 'Escreva uma mensagem ou anexe um arquivo.',
    });
    expect(await rowCounts(db(), threadTables)).toEqual(before);
    expect((await sendText(server, client.token, 'b'.repeat(10_000))).body).toHaveLength(10_000);
  });

  it('answers an attachment announced over the limit with 413 before reading its body', async () => {
    const client = await refused();
    const before = await rowCounts(db(), threadTables);
    const { port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/messages',
          headers: {
            authorization: `Bearer ${client.token}`,
            'content-type': 'multipart/form-data; boundary=limite',
            'content-length': String(50 * maxBytes),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      // Only the start of the announced body is sent: the answer must not wait for the rest.
      request.write(
        '--limite\r\nContent-Disposition: form-data; name="file"; filename="grande.png"\r\n\r\n',
      );
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request_entity_too_large' });
    expect(await rowCounts(db(), threadTables)).toEqual(before);
  });

  it('lets an author edit within five minutes and delete their own message, shown as such', async () => {
    const client = await signedInAccount(server);
    const sent = await sendText(server, client.token, 'Rascunho');
    const edited = await apiRequest(server, 'PATCH', `/messages/${sent.id}`, client.token, {
      body: 'Texto final',
    });
    expect(edited.status).toBe(200);
    const shown = await json<Message>(edited);
    expect(shown.body).toBe('Texto final');
    expect(Date.parse(shown.edited_at ?? '')).not.toBeNaN();

    const reply = await sendText(server, staff.token, 'Resposta da equipe', client.id);
    const notTheirs = await apiRequest(server, 'PATCH', `/messages/${reply.id}`, client.token, {
      body: 'alterado',
    });
    expect(notTheirs.status).toBe(403);
    expect((await apiRequest(server, 'DELETE', `/messages/${reply.id}`, client.token)).status).toBe(
      403,
    );

    await db()
      .updateTable('messages')
      .set({ created_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() })
      .where('id', '=', sent.id)
      .execute();
    const late = await apiRequest(server, 'PATCH', `/messages/${sent.id}`, client.token, {
      body: 'tarde demais',
    });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({
      code: 'edit_window_closed',
      message: 'Uma mensagem só pode ser editada nos primeiros 5 minutos depois do envio.',
    });

    const withFile = await json<Message>(
      await postMessageForm(server, client.token, {
        body: 'Com anexo',
        file: { name: 'foto.png', bytes: samplePng() },
      }),
    );
    const fileId = withFile.attachments[0]!.id;
    const link = await json<{ url: string }>(
      await apiRequest(server, 'POST', `/messages/attachments/${fileId}/link`, client.token),
    );
    const chunksBefore = (await rowCounts(db(), ['message_file_chunks']))[0]!;
    const deleted = await apiRequest(server, 'DELETE', `/messages/${withFile.id}`, client.token);
    expect(deleted.status).toBe(204);
    expect((await rowCounts(db(), ['message_file_chunks']))[0]).toBeLessThan(chunksBefore);
    expect((await fetch(`${server.url}${link.url}`)).status).toBe(404);

    const { messages } = await readThread(server, client.token);
    expect(messages.find((message) => message.id === withFile.id)).toMatchObject({
      body: '',
      deleted: true,
      attachments: [],
    });
    const again = await apiRequest(server, 'PATCH', `/messages/${withFile.id}`, client.token, {
      body: 'de volta',
    });
    expect(again.status).toBe(422);
  });

  it('tells the other side once per quiet period, never with the text, and not when read or off', async () => {
    const client = await signedInAccount(server);
    const secret = 'Meu patrimônio é segredo';
    await sendText(server, client.token, secret);
    await sendText(server, client.token, 'Mais uma');
    const toTeam = (await jobsOfKind(db(), 'message-notice')).filter((job) =>
      job.payload.includes(client.id),
    );
    expect(toTeam).toHaveLength(1);
    expect(Date.parse(toTeam[0]!.run_at) - Date.parse(toTeam[0]!.created_at)).toBe(10 * 60_000);

    await sendText(server, staff.token, 'Resposta da equipe', client.id);
    await jobsDueNow(db(), 'message-notice');
    await waitForJobsToSettle(db());
    const mail = (await parsedOutbox(server.outboxDir)).filter(
      (message) =>
        message.text?.includes(client.email) || recipientsOf(message).includes(client.email),
    );
    expect(mail.map((message) => message.subject).sort()).toEqual([
      'Nova mensagem de cliente — Legacy',
      'Você tem uma nova mensagem da equipe Legacy',
    ]);
    const toClient = mail.find((message) => recipientsOf(message).includes(client.email))!;
    expect(toClient.text).toContain(`${server.url}/dashboard/mensagens`);
    const teamMail = mail.find((message) => !recipientsOf(message).includes(client.email))!;
    expect(recipientsOf(teamMail)).toContain(staff.email);
    for (const message of mail) {
      expect(message.text).not.toContain(secret);
      expect(message.html).not.toContain('segredo');
    }

    // Read before the delay passes: nothing is sent.
    const reader = await signedInAccount(server);
    await sendText(server, staff.token, 'Uma novidade', reader.id);
    await apiRequest(server, 'POST', '/messages/read', reader.token);
    // Turned off in Segurança: nothing is sent either.
    const quiet = await signedInAccount(server);
    const off = await apiRequest(server, 'PUT', '/account/message-notices', quiet.token, {
      enabled: false,
    });
    expect(await off.json()).toEqual({ enabled: false });
    expect(
      await json(await apiRequest(server, 'GET', '/account/message-notices', quiet.token)),
    ).toEqual({ enabled: false });
    await sendText(server, staff.token, 'Outra novidade', quiet.id);
    await jobsDueNow(db(), 'message-notice');
    await waitForJobsToSettle(db());
    const later = (await parsedOutbox(server.outboxDir)).flatMap(recipientsOf);
    expect(later).not.toContain(reader.email);
    expect(later).not.toContain(quiet.email);
  });

  it('puts the thread in the export and deletes it with the account', async () => {
    const client = await signedInAccount(server);
    await sendText(server, client.token, 'Para o meu arquivo');
    await postMessageForm(server, client.token, {
      file: { name: 'foto.png', bytes: samplePng() },
    });
    await sendText(server, staff.token, 'Recebido', client.id);
    const exported = await json<{ messages: Message[] }>(
      await apiRequest(server, 'GET', '/me/export', client.token),
    );
    expect(exported.messages.map((message) => [message.author.role, message.body])).toEqual([
      ['client', 'Para o meu arquivo'],
      ['client', ''],
      ['staff', 'Recebido'],
    ]);
    expect(exported.messages[1]!.attachments).toMatchObject([{ file_name: 'foto.png' }]);

    const gone = await apiRequest(server, 'DELETE', '/me', client.token, {
      password: client.password,
    });
    expect(gone.status).toBe(204);
    const left = await db()
      .selectFrom('message_files')
      .select('id')
      .where('client_id', '=', client.id)
      .execute();
    expect(left).toEqual([]);
    const thread = await db()
      .selectFrom('messages')
      .select('id')
      .where('client_id', '=', client.id)
      .execute();
    expect(thread).toEqual([]);
  });

  it('limits each account’s writes, saying when to try again', async () => {
    const client = await signedInAccount(server);
    let answer: Response | undefined;
    for (let sent = 0; sent <= writesPerUser; sent++) {
      answer = await apiRequest(server, 'POST', '/messages', client.token, { body: `n.º ${sent}` });
      if (answer.status !== 201) break;
    }
    expect(answer!.status).toBe(429);
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
