import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransientStoreError } from '../../server/src/db/transient-error.ts';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import {
  createTestDatabase,
  type RunningPostgres,
  startEmbeddedPostgres,
} from '../support/embedded-postgres.ts';
import { sampleValue } from '../support/metrics-text.ts';

const metricsToken = 'um-token-de-metricas-so-do-prometheus';
const outageMilliseconds = process.env.RELIABILITY === 'long' ? 10_000 : 2000;

describe('PostgreSQL going away under load', () => {
  // A cluster of its own: stopping the shared one would break the tests running beside this one.
  let postgres: RunningPostgres;
  let server: RunningAuthServer;
  beforeAll(async () => {
    postgres = await startEmbeddedPostgres();
    server = await startAuthServer('postgres', {
      DATABASE_URL: await createTestDatabase(postgres.adminUrl),
      METRICS_TOKEN: metricsToken,
    });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  function refresh(refreshToken: string) {
    return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  }

  it('answers 503 fast while it is down (never a 4xx), and recovers by itself', async () => {
    const account = await createConfirmedUser(server);
    const { data } = await server.client().auth.signInWithPassword(account);
    const session = data.session!;

    await postgres.pause();
    const outageEnds = Date.now() + outageMilliseconds;
    const statuses = new Set<number>();
    let apiRefusals = 0;
    while (Date.now() < outageEnds) {
      const started = Date.now();
      const [refreshed, user, ready] = await Promise.all([
        refresh(session.refresh_token),
        fetch(`${server.url}/auth/v1/user`, {
          headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}` },
        }),
        fetch(`${server.url}/readyz`),
      ]);
      expect(Date.now() - started).toBeLessThan(5000);
      for (const response of [refreshed, user, ready]) statuses.add(response.status);
      expect(refreshed.headers.get('retry-after')).toBe('1');
      apiRefusals += 2;
    }
    expect([...statuses]).toEqual([503]);
    // The operator's alert sees each of them as a store error.
    const scraped = await server.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(sampleValue(scraped.body, 'legado_store_errors_total', { kind: 'unavailable' })).toBe(
      apiRefusals,
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await postgres.resume();
    const afterwards = await refresh(session.refresh_token);
    expect(afterwards.status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe('PostgreSQL hanging (its processes stopped, connections open)', () => {
  // A cluster of its own, as above.
  let postgres: RunningPostgres;
  let server: RunningAuthServer;
  beforeAll(async () => {
    postgres = await startEmbeddedPostgres();
    server = await startAuthServer('postgres', {
      DATABASE_URL: await createTestDatabase(postgres.adminUrl),
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    postgres?.thaw();
    await server?.close();
    await postgres?.stop();
  });

  it('answers 503 within the query timeout, and recovers once it answers again', async () => {
    const account = await createConfirmedUser(server);
    const { data } = await server.client().auth.signInWithPassword(account);
    const session = data.session!;
    const request = (path: string, init: RequestInit = {}) =>
      // Without a timeout of its own the server would wait on the database for ever.
      fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
    const refresh = () =>
      request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });

    postgres.freeze();
    try {
      for (let round = 0; round < 2; round += 1) {
        const started = Date.now();
        const [refreshed, user] = await Promise.all([
          refresh(),
          request('/auth/v1/user', {
            headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}` },
          }),
        ]);
        expect(Date.now() - started).toBeLessThan(3000);
        expect([refreshed.status, user.status]).toEqual([503, 503]);
        expect(refreshed.headers.get('retry-after')).toBe('1');
      }
    } finally {
      postgres.thaw();
    }

    expect((await refresh()).status).toBe(200);
    expect((await request('/readyz')).status).toBe(200);
  });

  it('has PostgreSQL cancel a statement that runs past the statement timeout, as a store fault', async () => {
    const started = Date.now();
    const error = await sql`select pg_sleep(3)`.execute(server.app.store.db).catch((e) => e);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).toMatchObject({ code: '57014' });
    expect(isTransientStoreError(error)).toBe(true);
  });
});
