import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { declares, sampleValue } from '../support/metrics-text.ts';
import { isAddressInUse, onFreePort } from '../support/ports.ts';
import { startSmtpRelay } from '../support/smtp-relay.ts';

const metricsToken = 'um-token-de-metricas-so-do-prometheus';

function signIn(server: RunningAuthServer, account: { email: string; password: string }) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
}

function askForReset(server: RunningAuthServer, email: string) {
  return fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('/metrics on a port of its own', () => {
  let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
  let server: RunningAuthServer;
  let metricsUrl: string;
  beforeAll(async () => {
    relay = await startSmtpRelay();
    // The server binds the metrics port itself: it is told one in advance.
    server = await onFreePort(async (metricsPort) => {
      metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      return startAuthServer('sqlite', {
        METRICS_PORT: String(metricsPort),
        SMTP_URL: relay.url,
        JOBS_RETRY_BASE_SECONDS: '0.2',
        RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '3',
        RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
      });
    }, isAddressInUse);
  });
  afterAll(async () => {
    await server?.close();
    await relay?.close();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers there, in the Prometheus format with the process figures, and not on the site', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'legado_jobs_due',
      'legado_jobs_oldest_due_age_seconds',
      'legado_jobs_failed',
    ]) {
      expect(declares(text, name), name).toBe(true);
    }
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });

  it('counts sign-ins, failures and rate-limit refusals exactly while scraped under load', async () => {
    // Ten clients signing in twice each: an address counts its attempts in advance, so no more
    // than three of one address may be in flight at once.
    const clients = await Promise.all(
      Array.from({ length: 10 }, () => createConfirmedUser(server)),
    );
    const target = await createConfirmedUser(server);
    const before = await scrape();
    const attempts = [
      ...[...clients, ...clients].map((client) => signIn(server, client)),
      // The address allows three failures: the next three are refused before any hash.
      ...Array.from({ length: 6 }, () => signIn(server, { ...target, password: 'errada-123' })),
    ];
    const scrapes = Array.from({ length: 10 }, scrape);
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    await Promise.all(scrapes);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    const after = await scrape();
    const increase = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(increase('legado_auth_sign_ins_total', { outcome: 'success' })).toBe(20);
    expect(increase('legado_auth_sign_ins_total', { outcome: 'failure' })).toBe(3);
    expect(increase('legado_rate_limit_refusals_total', { limit: 'sign-in-failures' })).toBe(3);
    const token = { method: 'POST', route: '/auth/v1/token' };
    expect(increase('legado_http_requests_total', { ...token, status_code: '200' })).toBe(20);
    expect(increase('legado_http_requests_total', { ...token, status_code: '400' })).toBe(3);
    expect(increase('legado_http_requests_total', { ...token, status_code: '429' })).toBe(3);
    expect(increase('legado_http_request_duration_seconds_count', token)).toBe(26);
  });

  it('counts an e-mail the relay refused and the same one sent on its retry', async () => {
    const account = await createConfirmedUser(server);
    const before = await scrape();
    relay.state.refusing = true;
    expect((await askForReset(server, account.email)).status).toBe(200);
    await vi.waitFor(
      async () =>
        expect(
          sampleValue(await scrape(), 'legado_mail_messages_total', { outcome: 'failed' }),
        ).toBeGreaterThan(sampleValue(before, 'legado_mail_messages_total', { outcome: 'failed' })),
      { timeout: 10_000, interval: 50 },
    );
    relay.state.refusing = false;
    await vi.waitFor(
      async () =>
        expect(
          sampleValue(await scrape(), 'legado_mail_messages_total', { outcome: 'sent' }) -
            sampleValue(before, 'legado_mail_messages_total', { outcome: 'sent' }),
        ).toBe(1),
      { timeout: 10_000, interval: 50 },
    );
    expect(relay.received.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
  });
});

describe('/metrics behind a bearer token on the site’s port', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    // No worker: a job waits in the queue, as when every worker is stuck or down.
    server = await startAuthServer('postgres', {
      METRICS_TOKEN: metricsToken,
      JOBS_WORKER: 'false',
    });
  });
  afterAll(() => server?.close());

  const scrape = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer outro-token', metricsToken]) {
      const response = await scrape(authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).not.toContain('legado_');
    }
  });

  it('shows the queue’s depth and the age of the job waiting longest', async () => {
    const account = await createConfirmedUser(server);
    expect((await askForReset(server, account.email)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const text = await (await scrape(`Bearer ${metricsToken}`)).text();
        expect(sampleValue(text, 'legado_jobs_due')).toBe(1);
        expect(sampleValue(text, 'legado_jobs_oldest_due_age_seconds')).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  it('serves no /metrics at all', async () => {
    const server = await startAuthServer('sqlite');
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
