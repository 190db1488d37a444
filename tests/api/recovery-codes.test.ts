import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';

const currentCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

const tokenOf = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session!.access_token;

describe.each(backends)('recovery codes of the second factor on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    // Every test here comes from one address: its challenges must not reach the IP limit.
    server = await startAuthServer(backend, { RATE_LIMIT_VERIFY_PER_IP: '1000' });
  });
  afterAll(() => server?.close());

  async function signIn(account: { email: string; password: string }) {
    const client = server.client();
    const { error } = await client.auth.signInWithPassword(account);
    if (error) throw error;
    return client;
  }

  /** An account with a verified factor and a set of codes, and a second, password-only session. */
  async function withCodes() {
    const account = await createConfirmedUser(server);
    const enrolled = await signIn(account);
    const { data: factor } = await enrolled.auth.mfa.enroll({ factorType: 'totp' });
    const verified = await enrolled.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: currentCode(factor!.totp.secret),
    });
    if (verified.error) throw verified.error;
    const made = await apiRequest(
      server,
      'POST',
      '/account/recovery-codes',
      await tokenOf(enrolled),
      {},
    );
    expect(made.status).toBe(200);
    const { codes } = (await made.json()) as { codes: string[] };
    return { account, enrolled, factor: factor!, codes, passwordOnly: await signIn(account) };
  }

  async function answerWith(client: SupabaseClient, factorId: string, code: string) {
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    return client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code });
  }

  it('makes ten readable codes of at least 40 bits, stored as digests only', async () => {
    const { account, codes, enrolled } = await withCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);

    const stored = await server.app.store.db
      .selectFrom('mfa_recovery_codes')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) expect(storedText).not.toContain(code.replace('-', ''));

    const summary = await apiRequest(
      server,
      'GET',
      '/account/recovery-codes',
      await tokenOf(enrolled),
    );
    expect(await summary.json()).toEqual({ remaining: 10, created_at: expect.any(String) });
  });

  it('takes a recovery code in place of the TOTP code through supabase-js, once', async () => {
    const { account, factor, codes, passwordOnly } = await withCodes();
    // Case and dashes do not matter.
    const { error } = await answerWith(passwordOnly, factor.id, codes[0]!.toUpperCase());
    expect(error).toBeNull();
    expect(decodeJwt(await tokenOf(passwordOnly)).aal).toBe('aal2');
    const reached = await apiRequest(
      server,
      'GET',
      '/account/recovery-codes',
      await tokenOf(passwordOnly),
    );
    expect(await reached.json()).toMatchObject({ remaining: 9 });

    const again = await answerWith(await signIn(account), factor.id, codes[0]!);
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const subjects = (await parsedOutbox(server.outboxDir))
      .filter((message) => recipientsOf(message).includes(account.email))
      .map((message) => message.subject);
    expect(subjects).toContain('Um código de recuperação foi usado — Legacy');
    const used = await server.app.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', account.id)
      .where('action', 'in', ['recovery_codes_generated', 'recovery_code_used'])
      .orderBy('created_at')
      .execute();
    expect(used.map((row) => row.action)).toEqual([
      'recovery_codes_generated',
      'recovery_code_used',
    ]);
  });

  it('kills the old set when a new one is made', async () => {
    const { account, enrolled, factor, codes } = await withCodes();
    const renewed = await apiRequest(
      server,
      'POST',
      '/account/recovery-codes',
      await tokenOf(enrolled),
      {},
    );
    const { codes: fresh } = (await renewed.json()) as { codes: string[] };
    expect(fresh.some((code) => codes.includes(code))).toBe(false);

    const old = await answerWith(await signIn(account), factor.id, codes[1]!);
    expect(old.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await answerWith(await signIn(account), factor.id, fresh[0]!)).error).toBeNull();
  });

  it('makes codes only at aal2, and counts wrong codes with the wrong TOTP codes', async () => {
    const { factor, passwordOnly } = await withCodes();
    const atAal1 = await apiRequest(
      server,
      'POST',
      '/account/recovery-codes',
      await tokenOf(passwordOnly),
      {},
    );
    expect(atAal1.status).toBe(403);
    expect(await atAal1.json()).toMatchObject({ code: 'mfa_required' });

    const noFactor = await signIn(await createConfirmedUser(server));
    const refused = await apiRequest(
      server,
      'POST',
      '/account/recovery-codes',
      await tokenOf(noFactor),
      {},
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'mfa_required' });

    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await answerWith(passwordOnly, factor.id, 'zzzz-zzzz');
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const right = await answerWith(passwordOnly, factor.id, currentCode(factor.totp.secret));
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('drops the codes with the last factor', async () => {
    const { account, enrolled, factor } = await withCodes();
    expect((await enrolled.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    const summary = await apiRequest(
      server,
      'GET',
      '/account/recovery-codes',
      await tokenOf(enrolled),
    );
    expect(await summary.json()).toEqual({ remaining: 0, created_at: null });
    const rows = await server.app.store.db
      .selectFrom('mfa_recovery_codes')
      .select('user_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
