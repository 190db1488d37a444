import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { softwareAuthenticator } from '../support/software-authenticator.ts';

type Authenticator = ReturnType<typeof softwareAuthenticator>;

/** The code an authenticator app shows `steps` time steps from now: each step is accepted once. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

describe.each(backends)('passkeys (auth.passkey) on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { STAFF_REQUIRE_MFA: 'true' });
  });
  afterAll(() => server?.close());

  /** A browser's client, as the site configures it for passkeys. */
  const passkeyClient = () =>
    createClient(server.url, server.anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        experimental: { passkey: true },
      },
      realtime: { transport: WebSocket as never },
    });

  async function signedIn(account: { email: string; password: string }) {
    const client = passkeyClient();
    const { error } = await client.auth.signInWithPassword(account);
    if (error) throw error;
    return client;
  }

  /** What `registerPasskey` does in a browser, with the software authenticator in its place. */
  async function addPasskey(client: SupabaseClient, authenticator: Authenticator) {
    const { data: start, error } = await client.auth.passkey.startRegistration();
    if (error) throw error;
    const credential = authenticator.create(start.options, server.url);
    return {
      start,
      credential,
      ...(await client.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential,
      })),
    };
  }

  /** What `signInWithPasskey` does in a browser. */
  async function passkeySignIn(authenticator: Authenticator, origin = server.url) {
    const client = passkeyClient();
    const { data: start, error } = await client.auth.passkey.startAuthentication();
    if (error) throw error;
    const credential = authenticator.get(start.options, origin);
    const verified = await client.auth.passkey.verifyAuthentication({
      challengeId: start.challenge_id,
      credential,
    });
    return { client, start, credential, ...verified };
  }

  /** An account with one passkey on its authenticator. */
  async function withPasskey() {
    const account = await createConfirmedUser(server);
    const client = await signedIn(account);
    const authenticator = softwareAuthenticator();
    const added = await addPasskey(client, authenticator);
    if (added.error) throw added.error;
    return { account, client, authenticator, passkey: added.data };
  }

  const auditOf = (userId: string, action: string) =>
    server.app.store.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('user_id', '=', userId)
      .where('action', '=', action)
      .execute();

  async function waitForMail(to: string, subject: string) {
    await expect
      .poll(async () =>
        (await parsedOutbox(server.outboxDir)).filter(
          (mail) => recipientsOf(mail).includes(to) && mail.subject === subject,
        ),
      )
      .toHaveLength(1);
  }

  it('adds a passkey for SITE_URL, then lists, names and audits it, and mails the owner', async () => {
    const account = await createConfirmedUser(server);
    const client = await signedIn(account);
    const added = await addPasskey(client, softwareAuthenticator());

    const site = new URL(server.url);
    expect(added.start.options).toMatchObject({
      rp: { id: site.hostname, name: 'Legacy' },
      user: { name: account.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(added.start.expires_at * 1000).toBeGreaterThan(Date.now());
    expect(added.start.expires_at * 1000).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(added.error).toBeNull();
    const passkey = added.data!;
    expect(passkey).toEqual({ id: expect.any(String), created_at: expect.any(String) });

    const renamed = await client.auth.passkey.update({
      passkeyId: passkey.id,
      friendlyName: 'Celular',
    });
    expect(renamed.data).toMatchObject({ id: passkey.id, friendly_name: 'Celular' });
    const { data: list } = await client.auth.passkey.list();
    expect(list).toEqual([
      { id: passkey.id, friendly_name: 'Celular', created_at: passkey.created_at },
    ]);

    const audit = await auditOf(account.id, 'passkey_added');
    expect(audit.map((entry) => JSON.parse(entry.detail))).toEqual([
      expect.objectContaining({ passkey_id: passkey.id }),
    ]);
    await waitForMail(account.email, 'Chave de acesso adicionada — Legacy');

    // The challenge was spent by its answer: the same answer again is refused, nothing added.
    const again = await client.auth.passkey.verifyRegistration({
      challengeId: added.start.challenge_id,
      credential: added.credential,
    });
    expect(again.error).toMatchObject({ status: 400, code: 'passkey_challenge_not_found' });
    expect((await client.auth.passkey.list()).data).toHaveLength(1);

    const token = (await client.auth.getSession()).data.session!.access_token;
    const exported = await (await apiRequest(server, 'GET', '/me/export', token)).text();
    expect(JSON.parse(exported)).toMatchObject({
      passkeys: [{ id: passkey.id, friendly_name: 'Celular', created_at: passkey.created_at }],
    });
    expect(exported).not.toMatch(/public_key|credential_id/);
  });

  it('signs in with the passkey as with a password, at aal1, audited and mailed', async () => {
    const { account, authenticator, passkey } = await withPasskey();
    const { client, data, error } = await passkeySignIn(authenticator);
    expect(error).toBeNull();
    expect(data!.user).toMatchObject({ id: account.id, email: account.email });
    const claims = decodeJwt(data!.session!.access_token);
    expect(claims).toMatchObject({ sub: account.id, aal: 'aal1' });
    expect(claims.amr).toEqual([{ method: 'passkey', timestamp: expect.any(Number) }]);
    expect((await client.auth.getUser()).data.user?.id).toBe(account.id);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();

    const { data: list } = await client.auth.passkey.list();
    expect(list).toEqual([
      expect.objectContaining({ id: passkey.id, last_used_at: expect.any(String) }),
    ]);
    const audit = await auditOf(account.id, 'passkey_used');
    expect(audit.map((entry) => JSON.parse(entry.detail))).toEqual([
      expect.objectContaining({ passkey_id: passkey.id }),
    ]);
    await waitForMail(account.email, 'Entrada com chave de acesso — Legacy');
  });

  it('takes each sign-in challenge once, and only for a few minutes', async () => {
    const { authenticator } = await withPasskey();
    const used = await passkeySignIn(authenticator);
    expect(used.error).toBeNull();
    const replayed = await passkeyClient().auth.passkey.verifyAuthentication({
      challengeId: used.start.challenge_id,
      credential: used.credential,
    });
    expect(replayed.error).toMatchObject({ status: 400, code: 'passkey_challenge_not_found' });

    const client = passkeyClient();
    const { data: start } = await client.auth.passkey.startAuthentication();
    await server.app.store.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', start!.challenge_id)
      .execute();
    const late = await client.auth.passkey.verifyAuthentication({
      challengeId: start!.challenge_id,
      credential: authenticator.get(start!.options, server.url),
    });
    expect(late.error).toMatchObject({ status: 400, code: 'passkey_challenge_not_found' });
  });

  it('refuses an answer from another origin, without user verification, or for another challenge', async () => {
    const { authenticator } = await withPasskey();
    const elsewhere = await passkeySignIn(authenticator, 'https://phishing.example');
    expect(elsewhere.error).toMatchObject({ status: 400, code: 'passkey_verification_failed' });
    expect(elsewhere.data).toBeNull();

    const account = await createConfirmedUser(server);
    const client = await signedIn(account);
    const presenceOnly = await addPasskey(client, softwareAuthenticator({ verifiesUser: false }));
    expect(presenceOnly.error).toMatchObject({ code: 'passkey_verification_failed' });
    expect((await client.auth.passkey.list()).data).toEqual([]);

    // A registration challenge is its user's: another account cannot answer it.
    const { data: start } = await client.auth.passkey.startRegistration();
    const other = await signedIn(await createConfirmedUser(server));
    const stolen = await other.auth.passkey.verifyRegistration({
      challengeId: start!.challenge_id,
      credential: softwareAuthenticator().create(start!.options, server.url),
    });
    expect(stolen.error).toMatchObject({ code: 'passkey_challenge_not_found' });
    expect((await other.auth.passkey.list()).data).toEqual([]);
  });

  it('removes a passkey: audited, mailed, and it no longer signs in', async () => {
    const { account, client, authenticator, passkey } = await withPasskey();
    const stranger = await signedIn(await createConfirmedUser(server));
    const notTheirs = await stranger.auth.passkey.delete({ passkeyId: passkey!.id });
    expect(notTheirs.error).toMatchObject({ status: 404, code: 'passkey_not_found' });

    expect((await client.auth.passkey.delete({ passkeyId: passkey!.id })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
    expect(await auditOf(account.id, 'passkey_removed')).toHaveLength(1);
    await waitForMail(account.email, 'Chave de acesso removida — Legacy');
    const after = await passkeySignIn(authenticator);
    expect(after.error).toMatchObject({ code: 'passkey_verification_failed' });
  });

  it('leaves the team’s second factor to the code: a passkey session is refused by the console until then', async () => {
    const account = await createConfirmedUser(server);
    await server.admin().auth.admin.updateUserById(account.id, { app_metadata: { role: 'staff' } });
    const client = await signedIn(account);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: codeFor(factor!.totp.secret),
    });

    // At aal1 a verified factor's account adds no passkey: it would be another way in.
    const passwordOnly = await signedIn(account);
    const refused = await passwordOnly.auth.passkey.startRegistration();
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const authenticator = softwareAuthenticator();
    expect((await addPasskey(client, authenticator)).error).toBeNull();
    const { client: staff, data } = await passkeySignIn(authenticator);
    const token = data!.session!.access_token;
    expect(decodeJwt(token).aal).toBe('aal1');
    const atAal1 = await apiRequest(server, 'GET', '/admin/materials', token);
    expect(atAal1.status).toBe(403);
    expect(await atAal1.json()).toMatchObject({ code: 'mfa_required' });

    const stepUp = await staff.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: codeFor(factor!.totp.secret, 1),
    });
    expect(stepUp.error).toBeNull();
    const raised = (await staff.auth.getSession()).data.session!.access_token;
    expect(decodeJwt(raised).amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'passkey', timestamp: expect.any(Number) },
    ]);
    expect((await apiRequest(server, 'GET', '/admin/materials', raised)).status).toBe(200);
  });
});
