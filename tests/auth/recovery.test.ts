import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMessage, readOutbox } from '../../server/src/mail/outbox.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { ageEmailCooldown, ageOneTimeTokens } from '../support/elapsed-time.ts';
import { waitForJobsToSettle } from '../support/job-queue.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { rowCounts } from '../support/row-counts.ts';

function linkParameters(link: string) {
  const url = new URL(link);
  return {
    url,
    tokenHash: url.searchParams.get('token_hash')!,
    type: url.searchParams.get('type'),
  };
}

describe.each(backends)('password recovery on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
      ADDITIONAL_REDIRECT_URLS: 'https://app.example.com.br/entrar',
    });
  });
  afterAll(() => server?.close());

  async function requestReset(email: string, redirectTo = `${server.url}/auth?mode=reset`) {
    const previous = await latestOutboxMessage(server.outboxDir, { to: email });
    const { error } = await server.client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    return waitForOutboxMessage(server.outboxDir, { to: email, after: previous });
  }

  it('mails a link to the site that consumes nothing when opened, then sets a new password', async () => {
    const account = await createConfirmedUser(server);
    const message = await requestReset(account.email);
    const { url, tokenHash, type } = linkParameters(message.link);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/auth`);
    expect(url.searchParams.get('mode')).toBe('reset');
    expect(type).toBe('recovery');

    // A mail scanner fetching the link (the page itself, and a HEAD of Supabase's kind) uses nothing.
    await fetch(`${server.url}/auth/v1/verify?token=${tokenHash}&type=recovery`, {
      method: 'HEAD',
    });

    const client = server.client();
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(account.email);
    const updated = await client.auth.updateUser({ password: 'Recuperada-2026' });
    expect(updated.error).toBeNull();

    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'Recuperada-2026' });
    expect(signIn.error).toBeNull();
    const again = await server.client().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const account = await createConfirmedUser(server);
    const before = (await readOutbox(server.outboxDir)).length;
    const known = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    const unknown = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'desconhecido@example.com' }),
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.text()).toBe(await known.text());
    await waitForOutboxMessage(server.outboxDir, { to: account.email });
    await waitForJobsToSettle(server.app.store.db);
    expect((await readOutbox(server.outboxDir)).length).toBe(before + 1);
  });

  it('keeps only the newest link of an address alive', async () => {
    const account = await createConfirmedUser(server);
    const first = linkParameters((await requestReset(account.email)).link);
    await ageEmailCooldown(server, account.email, 2);
    const second = linkParameters((await requestReset(account.email)).link);
    expect(second.tokenHash).not.toBe(first.tokenHash);
    const old = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: first.tokenHash });
    expect(old.error?.code).toBe('otp_expired');
    const current = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: second.tokenHash });
    expect(current.error).toBeNull();
  });

  it('makes an outstanding link useless once the password changes', async () => {
    const account = await createConfirmedUser(server);
    const { tokenHash } = linkParameters((await requestReset(account.email)).link);
    const client = server.client();
    await client.auth.signInWithPassword(account);
    expect((await client.auth.updateUser({ password: 'Trocada-Antes-1' })).error).toBeNull();
    const { error } = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(error?.code).toBe('otp_expired');
  });

  it('does not accept a recovery token as an invitation', async () => {
    const account = await createConfirmedUser(server);
    const { tokenHash } = linkParameters((await requestReset(account.email)).link);
    const wrongType = await server
      .client()
      .auth.verifyOtp({ type: 'invite', token_hash: tokenHash });
    expect(wrongType.error?.code).toBe('otp_expired');
  });

  it('keeps redirects on the site or the allowed list', async () => {
    const account = await createConfirmedUser(server);
    const foreign = await requestReset(account.email, 'https://evil.example.net/auth?mode=reset');
    expect(new URL(foreign.link).origin).toBe(server.url);
    await ageEmailCooldown(server, account.email, 2);
    const allowed = await requestReset(account.email, 'https://app.example.com.br/entrar/nova');
    expect(allowed.link.startsWith('https://app.example.com.br/entrar/nova?')).toBe(true);
  });

  it('supports Supabase redirect links: session in the fragment, or the error there', async () => {
    const account = await createConfirmedUser(server);
    const { tokenHash } = linkParameters((await requestReset(account.email)).link);
    const target = `${server.url}/auth?mode=reset`;
    const verifyUrl = `${server.url}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(target)}`;
    const success = await fetch(verifyUrl, { redirect: 'manual' });
    expect(success.status).toBe(303);
    const location = new URL(success.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(target);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await server.client().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(account.email);

    const used = await fetch(verifyUrl, { redirect: 'manual' });
    expect(used.status).toBe(303);
    const failure = new URLSearchParams(new URL(used.headers.get('location')!).hash.slice(1));
    expect(failure.get('error')).toBe('access_denied');
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('limits recovery e-mails to one per address per interval, known or not', async () => {
    const account = await createConfirmedUser(server);
    for (const email of [account.email, 'ninguem-aqui@example.com']) {
      expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      const { error } = await server.client().auth.resetPasswordForEmail(email);
      expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    }
  });
});

describe.each(backends)('one-time token expiry on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { OTP_EXPIRY: '1' });
  });
  afterAll(() => server?.close());

  it('refuses a recovery link after it expires', async () => {
    const account = await createConfirmedUser(server);
    await server.client().auth.resetPasswordForEmail(account.email);
    const mail = await waitForOutboxMessage(server.outboxDir, { to: account.email });
    const { tokenHash } = linkParameters(mail.link);
    await ageOneTimeTokens(server, account.id, 2);
    const { error } = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

/**
 * Whether an address has an account must not show in the answer's timing (the timing itself is
 * measured in test:reliability, where a shared machine cannot make it flaky). Here: both answers
 * do the same store writes and neither waits on a mail; the worker is off, so the queue keeps
 * what the answers left in it.
 */
describe.each(backends)('the work behind a recovery or sign-up answer on %s', (backend) => {
  let server: RunningAuthServer;
  const tables = [
    'users',
    'sessions',
    'one_time_tokens',
    'audit_log',
    'rate_limits',
    'jobs',
    'profiles',
  ] as const;
  beforeAll(async () => {
    server = await startAuthServer(backend, { JOBS_WORKER: 'false', DISABLE_SIGNUP: 'false' });
  });
  afterAll(() => server?.close());

  /** What one request changed in each table, and what it answered. */
  async function effectOf(path: string, body: object) {
    const before = await rowCounts(server.app.store.db, tables);
    const response = await fetch(`${server.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const after = await rowCounts(server.app.store.db, tables);
    return {
      status: response.status,
      body: await response.text(),
      changes: Object.fromEntries(
        tables.map((table, index) => [table, after[index]! - before[index]!]),
      ),
    };
  }

  it('for /recover is the same for a known and an unknown address, and sends nothing yet', async () => {
    const account = await createConfirmedUser(server);
    // The caller's per-address counter starts with the first request: let it exist for both.
    await effectOf('recover', { email: `aquecimento-${crypto.randomUUID()}@example.com` });
    const known = await effectOf('recover', { email: account.email });
    const unknown = await effectOf('recover', {
      email: `ninguem-${crypto.randomUUID()}@example.com`,
    });
    expect(unknown).toEqual(known);
    expect(known.changes.jobs).toBe(1);
    expect(known.changes.one_time_tokens).toBe(0);
    expect(await readOutbox(server.outboxDir)).toEqual([]);
  });

  it('for /signup commits one job either way and sends nothing yet', async () => {
    const account = await createConfirmedUser(server);
    const password = 'Uma-Senha-Nova-2026';
    const taken = await effectOf('signup', { email: account.email, password });
    const fresh = await effectOf('signup', {
      email: `nova-${crypto.randomUUID()}@example.com`,
      password,
    });
    expect([taken.status, fresh.status]).toEqual([200, 200]);
    expect(taken.changes).toMatchObject({ jobs: 1, one_time_tokens: 0, sessions: 0, users: 0 });
    expect(fresh.changes).toMatchObject({ jobs: 1, one_time_tokens: 0, sessions: 0, users: 1 });
    for (const answer of [taken, fresh]) {
      const user = JSON.parse(answer.body) as { created_at: string; confirmation_sent_at: string };
      expect(user.confirmation_sent_at).toBe(user.created_at);
    }
    expect(await readOutbox(server.outboxDir)).toEqual([]);
  });
});
