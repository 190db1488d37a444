import { afterEach, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

describe.each(backends)('rate limits on %s', (backend) => {
  let server: RunningAuthServer | undefined;
  afterEach(() => server?.close());

  const post = (path: string, body: object, key = server!.anonKey) =>
    fetch(`${server!.url}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: key,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });

  it('stops password guessing per e-mail, then per IP, with Retry-After', async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '3',
      RATE_LIMIT_TOKEN_PER_IP: '8',
    });
    const account = await createConfirmedUser(server);
    const guess = () =>
      post('/token?grant_type=password', { email: account.email, password: 'chute' });
    expect([(await guess()).status, (await guess()).status, (await guess()).status]).toEqual([
      400, 400, 400,
    ]);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits: the attacker cannot tell.
    const right = await post('/token?grant_type=password', account);
    expect(right.status).toBe(429);

    const other = await createConfirmedUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post('/token?grant_type=password', other)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds the per-address limit against parallel guesses, and never counts a right password', async () => {
    server = await startAuthServer(backend, { RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '5' });
    const account = await createConfirmedUser(server);
    const signIn = (password: string) =>
      post('/token?grant_type=password', { email: account.email, password });

    for (let n = 0; n < 4; n += 1) expect((await signIn(account.password)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => signIn(`chute-${n}`).then((answer) => answer.status)),
    );
    expect(guesses.filter((status) => status === 400)).toHaveLength(5);
    expect(guesses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('limits recovery e-mails per address, known or unknown, with the same answer', async () => {
    server = await startAuthServer(backend);
    const account = await createConfirmedUser(server);
    const answers = [];
    for (const email of [account.email, 'ninguem@example.com']) {
      expect((await post('/recover', { email })).status).toBe(200);
      const again = await post('/recover', { email });
      answers.push({
        status: again.status,
        body: await again.json(),
        retryAfter: Number(again.headers.get('retry-after')),
      });
    }
    expect(answers[0]).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[1]!.retryAfter).toBeGreaterThan(50);
  });

  it('limits /verify and the e-mail routes per IP', async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_VERIFY_PER_IP: '2',
      RATE_LIMIT_EMAIL_ROUTES_PER_IP: '2',
    });
    const verify = () => post('/verify', { type: 'recovery', token_hash: 'inexistente' });
    expect([(await verify()).status, (await verify()).status, (await verify()).status]).toEqual([
      403, 403, 429,
    ]);
    const recover = (n: number) => post('/recover', { email: `pessoa-${n}@example.com` });
    expect([
      (await recover(1)).status,
      (await recover(2)).status,
      (await recover(3)).status,
    ]).toEqual([200, 200, 429]);
  });

  it('behind a proxy that appends to X-Forwarded-For, counts the hop the proxy saw, not one the client wrote', async () => {
    server = await startAuthServer(backend, { TRUST_PROXY: '1', RATE_LIMIT_VERIFY_PER_IP: '2' });
    const verifyAs = (forwardedFor: string) =>
      fetch(`${server!.url}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: server!.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ type: 'recovery', token_hash: 'inexistente' }),
      }).then((answer) => answer.status);
    const statuses = [];
    for (const chosen of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push(await verifyAs(`${chosen}, 198.51.100.7`));
    }
    expect(statuses).toEqual([403, 403, 429]);
    expect(await verifyAs('198.51.100.8')).toBe(403);
  });

  it('counts IPv6 clients per /64', async () => {
    server = await startAuthServer(backend, {
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_VERIFY_PER_IP: '2',
    });
    const verifyFrom = (address: string) =>
      fetch(`${server!.url}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: server!.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ type: 'recovery', token_hash: 'inexistente' }),
      }).then((answer) => answer.status);
    const statuses = [];
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c']) {
      statuses.push(await verifyFrom(address));
    }
    expect(statuses).toEqual([403, 403, 429]);
    expect(await verifyFrom('2001:db8:1:3::a')).toBe(403);
  });

  it('reaches supabase-js as an error with status 429', async () => {
    server = await startAuthServer(backend, { RATE_LIMIT_VERIFY_PER_IP: '1' });
    const client = server.client();
    await client.auth.verifyOtp({ type: 'recovery', token_hash: 'x' });
    const { error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: 'x' });
    expect(error?.status).toBe(429);
  });
});
