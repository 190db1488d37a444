import type { RunningAuthServer } from './auth-server.ts';
import { createConfirmedUser } from './auth-server.ts';

export interface Slot {
  start: string;
  end: string;
}

/** A new confirmed account, signed in: its access token for the data API. */
export async function signedInAccount(
  server: RunningAuthServer,
  options: { staff?: boolean } = {},
) {
  const account = await createConfirmedUser(server);
  if (options.staff) {
    await server.admin().auth.admin.updateUserById(account.id, { app_metadata: { role: 'staff' } });
  }
  const { data, error } = await server.client().auth.signInWithPassword(account);
  if (error) throw error;
  return { ...account, token: data.session.access_token };
}

/** One request to /api/v1 with a bearer token and, when given, a JSON body. */
export function apiRequest(
  server: Pick<RunningAuthServer, 'url'>,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  return fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The free slots of the next days, past the default notice. */
export async function freeSlots(server: Pick<RunningAuthServer, 'url'>, token: string) {
  const response = await apiRequest(server, 'GET', `/slots?from=${day(2)}&to=${day(20)}`, token);
  if (response.status !== 200) throw new Error(`slots answered ${response.status}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}
