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
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';

/** The code an authenticator app shows `steps` time steps from now. */
function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signedIn(server: RunningAuthServer, account: { email: string; password: string }) {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return client;
}

async function enroll(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return data;
}

/** A signed-in client whose account has one verified factor, at aal2. */
async function withVerifiedFactor(server: RunningAuthServer) {
  const account = await createConfirmedUser(server);
  const client = await signedIn(server, account);
  const factor = await enroll(client, 'Celular');
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret),
  });
  if (error) throw error;
  return { account, client, factor };
}

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token);
}

/** Supabase's answer to a password or e-mail change from an aal1 session of such an account. */
const insufficientAal = {
  status: 401,
  code: 'insufficient_aal',
  message: 'AAL2 session is required to update email or password when MFA is enabled.',
};
const newPassword = 'Outra#Senha2026';

describe.each(backends)('TOTP second factor (auth.mfa) on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    // Every test here comes from one address: its challenges must not reach the IP limit.
    server = await startAuthServer(backend, { RATE_LIMIT_VERIFY_PER_IP: '1000' });
  });
  afterAll(() => server?.close());

  it('signs password sessions in at aal1 with a password amr entry', async () => {
    const client = await signedIn(server, await createConfirmedUser(server));
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('enrolls an unverified TOTP factor with its secret, URI and QR code', async () => {
    const account = await createConfirmedUser(server);
    const client = await signedIn(server, account);
    const factor = await enroll(client, 'Celular');

    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Celular' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe(new URL(server.url).host);
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);
    // The server sends the SVG; the client makes it a data URI, as with Supabase.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.all).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    expect(factors!.totp).toEqual([]);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('keeps the secret sealed in the store and audits the enrolment', async () => {
    const account = await createConfirmedUser(server);
    const factor = await enroll(await signedIn(server, account), 'Celular');
    const { db } = server.app.store;
    const row = await db
      .selectFrom('mfa_factors')
      .selectAll()
      .where('id', '=', factor.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(factor.totp.secret);
    expect(row.secret).not.toContain(Secret.fromBase32(factor.totp.secret).hex);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('user_id', '=', account.id)
      .where('action', '=', 'factor_enrolled')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ factor_id: factor.id });
  });

  it('verifies a challenge into an aal2 session that a refresh keeps', async () => {
    const account = await createConfirmedUser(server);
    const client = await signedIn(server, account);
    const before = await accessClaims(client);
    const factor = await enroll(client);

    const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({
      factorId: factor.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge).toMatchObject({ id: expect.any(String), type: 'totp' });
    const expiresIn = challenge!.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const { data: verified, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(verified).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: (before.amr as { timestamp: number }[])[0]!.timestamp },
    ]);

    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    const refreshedClaims = decodeJwt(refreshed.session!.access_token);
    expect(refreshedClaims).toMatchObject({ aal: 'aal2', session_id: claims.session_id });
    expect(refreshedClaims.amr).toEqual(claims.amr);

    // The verified factor is mailed to its owner.
    const mail = (await parsedOutbox(server.outboxDir)).filter((message) =>
      recipientsOf(message).includes(account.email),
    );
    expect(mail.map((message) => message.subject)).toEqual([
      'Verificação em duas etapas ativada — Legacy',
    ]);
  });

  it('asks a new password session for the second factor and takes it by challengeAndVerify', async () => {
    const { account, factor } = await withVerifiedFactor(server);
    const client = await signedIn(server, account);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(error).toBeNull();
    const { data: after } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('refuses a wrong code, a used code and an expired challenge', async () => {
    const { account, factor } = await withVerifiedFactor(server);
    const client = await signedIn(server, account);
    const used = codeFor(factor.totp.secret);
    const attempt = async (code: string) => {
      const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
      return client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code });
    };

    const wrong = await attempt(used === '000000' ? '111111' : '000000');
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The code accepted when the factor was verified is not accepted again.
    const reused = await attempt(used);
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    await server.app.store.db
      .updateTable('mfa_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', challenge!.id)
      .execute();
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect((await accessClaims(client)).aal).toBe('aal1');
  });

  it('stops taking codes for a factor after five wrong ones', async () => {
    const { account, factor } = await withVerifiedFactor(server);
    const client = await signedIn(server, account);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const right = codeFor(factor.totp.secret, 1);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge!.id,
        code: wrongCode,
      });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const { error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: right,
    });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('asks aal2 to enroll another factor or remove a verified one, then unenrolls', async () => {
    const { account, client: aal2, factor } = await withVerifiedFactor(server);
    const aal1 = await signedIn(server, account);

    const enrollAtAal1 = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' });
    expect(enrollAtAal1.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const unenrollAtAal1 = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrollAtAal1.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const sameName = await aal2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    expect(sameName.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const { data, error } = await aal2.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    const { data: user } = await aal2.auth.getUser();
    expect(user.user!.factors).toBeUndefined();
    await aal2.auth.refreshSession();
    const { data: levels } = await aal2.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const subjects = (await parsedOutbox(server.outboxDir))
      .filter((message) => recipientsOf(message).includes(account.email))
      .map((message) => message.subject);
    expect(subjects).toContain('Verificação em duas etapas removida — Legacy');
    const actions = await server.app.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', account.id)
      .where('action', 'like', 'factor_%')
      .orderBy('created_at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'factor_enrolled',
      'factor_verified',
      'factor_deleted',
    ]);
  });

  it('refuses a password or e-mail change from an aal1 session, and takes it at aal2', async () => {
    const { account, client: aal2 } = await withVerifiedFactor(server);
    const aal1 = await signedIn(server, account);

    expect((await aal1.auth.updateUser({ password: newPassword })).error).toMatchObject(
      insufficientAal,
    );
    expect((await aal1.auth.updateUser({ email: 'outro@example.com' })).error).toMatchObject(
      insufficientAal,
    );
    // Nothing changed: the owner's aal2 session lives on, and the old password still signs in.
    expect((await aal2.auth.getUser()).error).toBeNull();
    await signedIn(server, account);
    // Metadata is not guarded, as in Supabase.
    expect((await aal1.auth.updateUser({ data: { apelido: 'Rita' } })).error).toBeNull();

    expect((await aal2.auth.updateUser({ password: newPassword })).error).toBeNull();
    await signedIn(server, { email: account.email, password: newPassword });
  });

  it('answers the aal1 refusal in the older error shape too', async () => {
    const { account } = await withVerifiedFactor(server);
    const { data } = await (await signedIn(server, account)).auth.getSession();
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: newPassword }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 401,
      error_code: insufficientAal.code,
      msg: insufficientAal.message,
    });
  });

  it('asks a recovery-link session for the code before it sets a new password', async () => {
    const { account, client: aal2, factor } = await withVerifiedFactor(server);
    const { data: link } = await server
      .admin()
      .auth.admin.generateLink({ type: 'recovery', email: account.email });
    const recovering = server.client();
    const verified = await recovering.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();

    // The mailbox alone does not change the password, nor end the owner's sessions.
    expect((await recovering.auth.updateUser({ password: newPassword })).error).toMatchObject(
      insufficientAal,
    );
    expect((await aal2.auth.getUser()).error).toBeNull();
    await signedIn(server, account);

    const { error } = await recovering.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(error).toBeNull();
    expect((await recovering.auth.updateUser({ password: newPassword })).error).toBeNull();
    await signedIn(server, { email: account.email, password: newPassword });
  });

  it("answers 404 for another user's factor", async () => {
    const { factor } = await withVerifiedFactor(server);
    const stranger = await signedIn(server, await createConfirmedUser(server));
    const { error } = await stranger.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('lists and deletes factors through the admin API; deleting the user removes them', async () => {
    const { account, factor } = await withVerifiedFactor(server);
    const admin = server.admin().auth.admin.mfa;

    const { data: listed, error } = await admin.listFactors({ userId: account.id });
    expect(error).toBeNull();
    expect(listed!.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Celular' }),
    ]);
    const { data: deleted, error: deleteError } = await admin.deleteFactor({
      userId: account.id,
      id: factor.id,
    });
    expect(deleteError).toBeNull();
    // supabase-js 2.109 wraps this answer once more than its type says.
    expect(deleted).toMatchObject({ data: { id: factor.id, status: 'verified' } });
    expect((await admin.listFactors({ userId: account.id })).data!.factors).toEqual([]);

    const other = await withVerifiedFactor(server);
    await server.admin().auth.admin.deleteUser(other.account.id);
    const rows = await server.app.store.db
      .selectFrom('mfa_factors')
      .select('id')
      .where('user_id', '=', other.account.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
