import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/src/mail/outbox.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { ageEmailCooldown } from '../support/elapsed-time.ts';
import { waitForJobsToSettle } from '../support/job-queue.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';

describe.each(backends)('auth.resend on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      DISABLE_SIGNUP: 'false',
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
    });
  });
  afterAll(() => server?.close());

  const mailsTo = async (email: string) =>
    (await readOutbox(server.outboxDir)).filter((message) => message.to === email);

  it('mails an unconfirmed sign-up a new confirmation link that works', async () => {
    const account = {
      email: `reenvio-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'Legado#2025',
    };
    expect((await server.client().auth.signUp(account)).error).toBeNull();
    const first = await waitForOutboxMessage(server.outboxDir, { to: account.email });
    await ageEmailCooldown(server, account.email, 2);

    const { data, error } = await server
      .client()
      .auth.resend({ type: 'signup', email: account.email });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const again = await waitForOutboxMessage(server.outboxDir, {
      to: account.email,
      after: first,
      linkType: 'signup',
    });
    const tokenHash = new URL(again.link).searchParams.get('token_hash')!;
    const confirmed = await server
      .client()
      .auth.verifyOtp({ type: 'signup', token_hash: tokenHash });
    expect(confirmed.error).toBeNull();
    expect((await server.client().auth.signInWithPassword(account)).error).toBeNull();
  });

  it('answers a confirmed or unknown address the same, and mails neither', async () => {
    const confirmed = await createConfirmedUser(server);
    const unknown = `ninguem-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const email of [confirmed.email, unknown]) {
      const { error } = await server.client().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
    }
    const other = await createConfirmedUser(server);
    const changed = await server.client().auth.resend({ type: 'email_change', email: other.email });
    expect(changed.error).toBeNull();
    await waitForJobsToSettle(server.app.store.db);
    expect(await mailsTo(confirmed.email)).toEqual([]);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('keeps to the per-address cooldown and refuses other types', async () => {
    const email = `pressa-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const { error } = await server.client().auth.resend({ type: 'signup', email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const sms = await fetch(`${server.url}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'sms', phone: '+5511999999999' }),
    });
    expect(sms.status).toBe(400);
  });
});
