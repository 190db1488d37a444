import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../server/src/mail/outbox.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';

describe.each(backends)('POST /verify/check (our extension) on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
      RATE_LIMIT_VERIFY_PER_IP: '6',
    });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function recoveryTokenOf(email: string) {
    const previous = await latestOutboxMessage(server.outboxDir, { to: email });
    expect((await post('/recover', { email })).status).toBe(200);
    const { link } = await waitForOutboxMessage(server.outboxDir, { to: email, after: previous });
    return new URL(link).searchParams.get('token_hash')!;
  }

  it('names the account of a live link without using it up, then refuses it once used', async () => {
    const account = await createConfirmedUser(server);
    const tokenHash = await recoveryTokenOf(account.email);

    for (let round = 0; round < 2; round++) {
      const live = await post('/verify/check', { type: 'recovery', token_hash: tokenHash });
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ email: account.email });
    }
    const verified = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();

    const used = await post('/verify/check', { type: 'recovery', token_hash: tokenHash });
    expect(used.status).toBe(403);
    expect(await used.json()).toMatchObject({ error_code: 'otp_expired' });
    const asInvite = await post('/verify/check', { type: 'invite', token_hash: tokenHash });
    expect(asInvite.status).toBe(403);
  });

  it('refuses a malformed body and counts against the limit of /verify', async () => {
    expect((await post('/verify/check', { type: 'recovery' })).status).toBe(400);
    expect((await post('/verify/check', { type: 'magia', token_hash: 'x' })).status).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const path = attempt % 2 ? '/verify' : '/verify/check';
      statuses.push((await post(path, { type: 'recovery', token_hash: 'inexistente' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 403).length).toBeLessThan(6);
  });
});
