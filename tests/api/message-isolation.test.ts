import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialLink } from '../../shared/materials.ts';
import type { Message } from '../../shared/messages.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { samplePng } from '../support/material-files.ts';
import { postMessageForm, readThread, sendText, threadPath } from '../support/messages.ts';
import { rowCounts } from '../support/row-counts.ts';

const threadTables = [
  'message_threads',
  'messages',
  'message_files',
  'message_file_chunks',
] as const;

type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe.each(backends)('one client’s thread, out of another’s reach, on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Account;
  let owner: Account;
  let other: Account;
  let own: Message;
  let reply: Message;
  let fileId: string;
  let ownersLink: string;

  beforeAll(async () => {
    server = await startAuthServer(backend);
    [staff, owner, other] = [
      await signedInAccount(server, { staff: true }),
      await signedInAccount(server),
      await signedInAccount(server),
    ];
    own = (await (
      await postMessageForm(server, owner.token, {
        body: 'Só para a equipe',
        file: { name: 'foto.png', bytes: samplePng() },
      })
    ).json()) as Message;
    fileId = own.attachments[0]!.id;
    reply = await sendText(server, staff.token, 'Resposta só para você', owner.id);
    const link = await apiRequest(
      server,
      'POST',
      `/messages/attachments/${fileId}/link`,
      owner.token,
    );
    ownersLink = ((await link.json()) as MaterialLink).url;
    await sendText(server, other.token, 'A minha própria mensagem');
  });
  afterAll(() => server?.close());

  it('finds nothing of the first client’s, under any of its ids, on the client routes', async () => {
    const before = await rowCounts(server.app.store.db, threadTables);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/messages?before=${own.id}`],
      ['GET', `/messages?before=${reply.id}`],
      ['PATCH', `/messages/${own.id}`, { body: 'invadido' }],
      ['PATCH', `/messages/${reply.id}`, { body: 'invadido' }],
      ['DELETE', `/messages/${own.id}`],
      ['DELETE', `/messages/${reply.id}`],
      ['POST', `/messages/attachments/${fileId}/link`],
      ['GET', `/messages/attachments/${fileId}/file`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await apiRequest(server, method, path, other.token, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'not_found' });
    }
    const { messages, unread } = await readThread(server, other.token);
    expect(messages.map((message) => message.body)).toEqual(['A minha própria mensagem']);
    expect(unread).toBe(0);
    expect(await rowCounts(server.app.store.db, threadTables)).toEqual(before);
  });

  it('reaches none of the team’s routes, for any client id', async () => {
    const base = threadPath(owner.id);
    const attempts: [string, string, unknown?][] = [
      ['GET', '/admin/threads'],
      ['GET', '/admin/threads/unread'],
      ['GET', base],
      ['POST', base, { body: 'como se fosse a equipe' }],
      ['POST', `${base}/read`],
      ['PATCH', `${base}/${own.id}`, { body: 'invadido' }],
      ['DELETE', `${base}/${own.id}`],
      ['POST', `${base}/attachments/${fileId}/link`],
      ['GET', threadPath(other.id)],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await apiRequest(server, method, path, other.token, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('opens a file only through a link for it, made for a live session', async () => {
    const elsewhere = ownersLink.replace(fileId, own.id);
    expect((await fetch(`${server.url}${elsewhere}`)).status).toBe(401);
    const tampered = ownersLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(401);
    expect((await fetch(`${server.url}${ownersLink}`)).status).toBe(200);
  });

  it('keeps the team’s routes to the thread they name', async () => {
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `${threadPath(other.id)}/${reply.id}`, { body: 'fora do lugar' }],
      ['DELETE', `${threadPath(other.id)}/${reply.id}`],
      ['POST', `${threadPath(other.id)}/attachments/${fileId}/link`],
      ['GET', `${threadPath(other.id)}?before=${own.id}`],
      ['GET', threadPath(staff.id)],
      ['GET', threadPath(crypto.randomUUID())],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await apiRequest(server, method, path, staff.token, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const team = await apiRequest(server, 'GET', '/messages', staff.token);
    expect(team.status).toBe(404);
  });
});
