import type { Message, MessagePage } from '../../shared/messages.ts';
import type { RunningAuthServer } from './auth-server.ts';
import { apiRequest } from './data-api.ts';

type Server = Pick<RunningAuthServer, 'url'>;

/** Where a thread's routes are: the client's own, or a client's as the team reaches it. */
export const threadPath = (clientId?: string) =>
  clientId ? `/admin/threads/${clientId}/messages` : '/messages';

/** `POST …/messages` as a form: text and, when given, one file. */
export function postMessageForm(
  server: Server,
  token: string,
  form: { body?: string; file?: { name: string; bytes: Buffer } },
  clientId?: string,
) {
  const data = new FormData();
  if (form.body !== undefined) data.set('body', form.body);
  if (form.file) {
    data.set(
      'file',
      new Blob([form.file.bytes], { type: 'application/octet-stream' }),
      form.file.name,
    );
  }
  return fetch(`${server.url}/api/v1${threadPath(clientId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: data,
  });
}

/** Sends a text message and answers it as stored. */
export async function sendText(server: Server, token: string, body: string, clientId?: string) {
  const response = await apiRequest(server, 'POST', threadPath(clientId), token, { body });
  if (response.status !== 201) {
    throw new Error(`message answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as Message;
}

/** The newest page of a thread. */
export async function readThread(server: Server, token: string, clientId?: string, query = '') {
  const response = await apiRequest(server, 'GET', `${threadPath(clientId)}${query}`, token);
  if (response.status !== 200) throw new Error(`thread answered ${response.status}`);
  return (await response.json()) as MessagePage;
}
