import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMessage, readOutbox } from '../../server/src/mail/outbox.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import { ageEmailCooldown, ageSignInCode } from '../support/elapsed-time.ts';
import { waitForJobsToSettle } from '../support/job-queue.ts';
import { signInCodeIn, waitForOutboxMessage } from '../support/outbox-mail.ts';

const unknownAddress = () => `ninguem-${crypto.randomUUID().slice(0, 8)}@example.com`;
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(backends)('signing in with a code by e-mail on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_EMAIL_ROUTES_PER_IP: '1000',
      RATE_LIMIT_VERIFY_PER_IP: '1000',
    });
  });
  afterAll(() => server?.close());

  /** Asks for a code as the site does; the e-mail that brings it, when the address has an account. */
  async function askForCode(email: string) {
    const { data, error } = await server
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
  }

  async function mailedTo(email: string, after?: OutboxMessage) {
    const message = await waitForOutboxMessage(server.outboxDir, { to: email, after });
    return { code: await signInCodeIn(message), link: new URL(message.link) };
  }

  const verifyCode = (email: string, token: string) =>
    server.client().auth.verifyOtp({ email, token, type: 'email' });

  it('mails a code that opens an aal1 session once, as supabase-js asks for it', async () => {
    const account = await createConfirmedUser(server);
    await askForCode(account.email);
    const { code } = await mailedTo(account.email);

    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({
      email: account.email,
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);
    const claims = decodeJwt(data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect((await client.auth.getUser()).data.user?.id).toBe(account.id);

    expect((await verifyCode(account.email, code)).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  it('mails a link whose page, scanners and GET consume nothing, and one tap signs in', async () => {
    const account = await createConfirmedUser(server);
    await askForCode(account.email);
    const { link } = await mailedTo(account.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const tokenHash = link.searchParams.get('token_hash')!;

    // What a mail scanner does: open the link, and Supabase's verify link, with GET and HEAD.
    await fetch(link, { redirect: 'manual' });
    const supabaseLink = `${server.url}/auth/v1/verify?token=${tokenHash}&type=magiclink`;
    await fetch(supabaseLink, { method: 'HEAD' });
    const fetched = await fetch(supabaseLink, { redirect: 'manual' });
    expect(new URL(fetched.headers.get('location')!).hash).toContain('error_code=otp_expired');

    const check = await fetch(`${server.url}/auth/v1/verify/check`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
    });
    expect(await check.json()).toEqual({ email: account.email });

    const tapped = await server
      .client()
      .auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(tapped.error).toBeNull();
    expect(tapped.data.user?.id).toBe(account.id);
    const again = await server
      .client()
      .auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('answers every address alike, and mails only an account', async () => {
    const account = await createConfirmedUser(server);
    const ask = (email: string) =>
      fetch(`${server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const known = await ask(account.email);
    const unknown = unknownAddress();
    const answered = await ask(unknown);
    expect([known.status, answered.status]).toEqual([200, 200]);
    expect(await answered.text()).toBe(await known.text());
    const { code } = await mailedTo(account.email);
    await waitForJobsToSettle(server.app.store.db);
    expect((await readOutbox(server.outboxDir)).some((mail) => mail.to === unknown)).toBe(false);

    // Guessing: the same answers for both, wrong until the fifth, which ends the code.
    for (const email of [account.email, unknown]) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await verifyCode(email, otherThan(code))).error).toMatchObject({
          status: 403,
          code: 'otp_invalid',
        });
      }
      for (const attempt of [otherThan(code), code]) {
        expect((await verifyCode(email, attempt)).error).toMatchObject({
          status: 403,
          code: 'otp_attempts_exceeded',
        });
      }
    }
  });

  it('lasts ten minutes', async () => {
    const account = await createConfirmedUser(server);
    await askForCode(account.email);
    const { code } = await mailedTo(account.email);
    await ageSignInCode(server, account.email, 601);
    expect((await verifyCode(account.email, code)).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  it('keeps the link alive after five wrong codes, and one live code per address', async () => {
    const account = await createConfirmedUser(server);
    await askForCode(account.email);
    const first = await mailedTo(account.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await verifyCode(account.email, otherThan(first.code));
    }
    const tokenHash = first.link.searchParams.get('token_hash')!;
    const check = await fetch(`${server.url}/auth/v1/verify/check`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
    });
    expect(check.status).toBe(200);

    // A new code no sooner than the interval, for any address; then it replaces the old one.
    for (const email of [account.email, unknownAddress()]) {
      const early = await server
        .client()
        .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      if (email === account.email) {
        expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      } else {
        expect(early.error).toBeNull();
        const again = await server
          .client()
          .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
        expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      }
    }
    await ageEmailCooldown(server, account.email, 61);
    const seen = await waitForOutboxMessage(server.outboxDir, { to: account.email });
    await askForCode(account.email);
    const second = await waitForOutboxMessage(server.outboxDir, {
      to: account.email,
      after: seen,
    });
    const secondCode = await signInCodeIn(second);
    const old = await server.client().auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(old.error?.code).toBe('otp_expired');
    // The second code's five tries, then the address's limit of ten wrong codes an hour.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await verifyCode(account.email, otherThan(secondCode));
    }
    await ageEmailCooldown(server, account.email, 61);
    await askForCode(account.email);
    const third = await waitForOutboxMessage(server.outboxDir, {
      to: account.email,
      after: second,
    });
    const limited = await verifyCode(account.email, await signInCodeIn(third));
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('makes no account: supabase-js’s default `shouldCreateUser` is refused for every address', async () => {
    const account = await createConfirmedUser(server);
    for (const email of [account.email, unknownAddress()]) {
      const { error } = await server.client().auth.signInWithOtp({ email });
      expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    }
  });

  it('leaves an account with a second factor at aal1: the code of its factor is still owed', async () => {
    const account = await createConfirmedUser(server);
    const owner = server.client();
    await owner.auth.signInWithPassword(account);
    const { data: factor } = await owner.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) });
    await owner.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp.generate() });

    const factorNotice = await waitForOutboxMessage(server.outboxDir, { to: account.email });
    await askForCode(account.email);
    const { code } = await mailedTo(account.email, factorNotice);
    const client = server.client();
    expect(
      (await client.auth.verifyOtp({ email: account.email, token: code, type: 'email' })).error,
    ).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const token = (await client.auth.getSession()).data.session!.access_token;
    const refused = await apiRequest(server, 'GET', '/profile', token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'mfa_required' });
  });
});
