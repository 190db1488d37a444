/** Virtual clients of the auth API: the requests a browser tab makes, timed one by one. */
export type Endpoint = 'sign-in' | 'get-user' | 'refresh' | 'sign-out';

export interface LoadResult {
  latencies: Record<Endpoint, number[]>;
  statuses: Map<number, number>;
  sessionMismatches: number;
  seconds: number;
}

interface Session {
  access_token: string;
  refresh_token: string;
}

function sessionIdOf(accessToken: string) {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  return (payload as { session_id: string }).session_id;
}

/**
 * Each virtual client loops: sign in, read the user, refresh, read the user, sign out — until the
 * time is up, finishing the round it is in so that every session it opened is closed.
 */
export async function runVirtualClients(options: {
  url: string;
  anonKey: string;
  accounts: { email: string; password: string }[];
  concurrency: number;
  seconds: number;
}): Promise<LoadResult> {
  const latencies: LoadResult['latencies'] = {
    'sign-in': [],
    'get-user': [],
    refresh: [],
    'sign-out': [],
  };
  const statuses = new Map<number, number>();
  let sessionMismatches = 0;
  const base = `${options.url}/auth/v1`;
  const headers = { apikey: options.anonKey, 'content-type': 'application/json' };

  async function call(endpoint: Endpoint, path: string, init: RequestInit) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, init);
    const body = response.status === 204 ? undefined : await response.text();
    latencies[endpoint].push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, body };
  }

  const deadline = Date.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, index) => {
      const account = options.accounts[index % options.accounts.length]!;
      while (Date.now() < deadline) {
        const signIn = await call('sign-in', '/token?grant_type=password', {
          method: 'POST',
          headers,
          body: JSON.stringify(account),
        });
        if (signIn.status !== 200) continue;
        let session = JSON.parse(signIn.body!) as Session;
        const authorized = () => ({ ...headers, authorization: `Bearer ${session.access_token}` });
        await call('get-user', '/user', { headers: authorized() });
        const refreshed = await call('refresh', '/token?grant_type=refresh_token', {
          method: 'POST',
          headers,
          body: JSON.stringify({ refresh_token: session.refresh_token }),
        });
        if (refreshed.status === 200) {
          const next = JSON.parse(refreshed.body!) as Session;
          if (sessionIdOf(next.access_token) !== sessionIdOf(session.access_token)) {
            sessionMismatches += 1;
          }
          session = next;
        }
        await call('get-user', '/user', { headers: authorized() });
        await call('sign-out', '/logout?scope=local', { method: 'POST', headers: authorized() });
      }
    }),
  );
  return { latencies, statuses, sessionMismatches, seconds: (performance.now() - started) / 1000 };
}
