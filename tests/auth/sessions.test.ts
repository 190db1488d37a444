import { AuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../server/src/auth/domain/secret.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import { ageSession } from '../support/elapsed-time.ts';

async function signIn(server: RunningAuthServer, account: { email: string; password: string }) {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return { client, session: data.session };
}

function userWithToken(server: RunningAuthServer, accessToken: string) {
  return server.client().auth.getUser(accessToken);
}

function refresh(server: RunningAuthServer, refreshToken: string) {
  return server.client().auth.refreshSession({ refresh_token: refreshToken });
}

/** A token made with the server's own secret, as only someone who holds it could. */
function signWithServerSecret(server: RunningAuthServer, payload: JWTPayload) {
  const key = new TextEncoder().encode(loadJwtSecret(server.dataDir));
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

const sessionOf = (accessToken: string) => decodeJwt(accessToken).session_id as string;

describe.each(backends)('sessions and refresh tokens on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { REFRESH_TOKEN_REUSE_INTERVAL: '1' });
  });
  afterAll(() => server?.close());

  it('rotates the refresh token and keeps the session id', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const { data, error } = await refresh(server, session.refresh_token);
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    const { data: me } = await userWithToken(server, data.session!.access_token);
    expect(me.user?.id).toBe(session.user.id);
  });

  it('gives five parallel refreshes of one token the same new token', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refresh(server, session.refresh_token)),
    );
    for (const { error } of results) expect(error).toBeNull();
    const tokens = new Set(results.map(({ data }) => data.session!.refresh_token));
    expect(tokens.size).toBe(1);
    const [newToken] = tokens;
    const next = await refresh(server, newToken!);
    expect(next.error).toBeNull();
  });

  it('refuses a refresh token used twice after the reuse window and ends its session', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const first = await refresh(server, session.refresh_token);
    expect(first.error).toBeNull();
    await ageSession(server, sessionOf(session.access_token), 2);
    const reuse = await refresh(server, session.refresh_token);
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole session is gone: its newest token and its access token stop working too.
    const newest = await refresh(server, first.data.session!.refresh_token);
    expect(newest.error?.code).toBe('refresh_token_not_found');
    const me = await userWithToken(server, first.data.session!.access_token);
    expect(isAuthSessionMissingError(me.error)).toBe(true);
  });

  it('does not know a made-up refresh token', async () => {
    const { error } = await refresh(server, 'nao-existe-este-token-de-atualizacao');
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('answers a refresh after a ban with user_banned, and not_found once the ban is lifted', async () => {
    const account = await createConfirmedUser(server);
    const { session } = await signIn(server, account);
    const admin = server.admin().auth.admin;
    expect((await admin.updateUserById(account.id, { ban_duration: '876000h' })).error).toBeNull();

    const banned = await refresh(server, session.refresh_token);
    expect(banned.error).toBeInstanceOf(AuthApiError);
    expect(banned.error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    const me = await userWithToken(server, session.access_token);
    expect(me.error).toMatchObject({ status: 403, code: 'user_banned' });

    expect((await admin.updateUserById(account.id, { ban_duration: 'none' })).error).toBeNull();
    // The ban ended the session for good: lifting it brings the account back, not the session.
    const lifted = await refresh(server, session.refresh_token);
    expect(lifted.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(
      isAuthSessionMissingError((await userWithToken(server, session.access_token)).error),
    ).toBe(true);
    const { session: again } = await signIn(server, account);
    const sessions = await apiRequest(server, 'GET', '/me/sessions', again.access_token);
    expect(await sessions.json()).toEqual([expect.objectContaining({ current: true })]);

    // A second ban speaks for the sessions it ends, not for those the first one did.
    await admin.updateUserById(account.id, { ban_duration: '24h' });
    expect((await refresh(server, again.refresh_token)).error?.code).toBe('user_banned');
    expect((await refresh(server, session.refresh_token)).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  it('does not take an old token of a session a ban ended for a reuse', async () => {
    const account = await createConfirmedUser(server);
    const { session } = await signIn(server, account);
    const rotated = await refresh(server, session.refresh_token);
    expect(rotated.error).toBeNull();
    await ageSession(server, sessionOf(session.access_token), 2);
    await server.admin().auth.admin.updateUserById(account.id, { ban_duration: '24h' });

    for (const token of [session.refresh_token, rotated.data.session!.refresh_token]) {
      const { error } = await refresh(server, token);
      expect(error).toMatchObject({ status: 400, code: 'user_banned' });
    }
    const reuses = await server.app.store.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', account.id)
      .where('action', '=', 'token_refresh_reused')
      .execute();
    expect(reuses).toEqual([]);
  });

  it('forgets a banned session once its ban runs out or its user is deleted', async () => {
    const admin = server.admin().auth.admin;
    const lapsing = await createConfirmedUser(server);
    const lapsingSession = (await signIn(server, lapsing)).session;
    const deleted = await createConfirmedUser(server);
    const deletedSession = (await signIn(server, deleted)).session;
    for (const { id } of [lapsing, deleted]) {
      await admin.updateUserById(id, { ban_duration: '24h' });
    }
    expect((await refresh(server, lapsingSession.refresh_token)).error?.code).toBe('user_banned');
    expect((await refresh(server, deletedSession.refresh_token)).error?.code).toBe('user_banned');

    // A day later, as far as the ban knows.
    await server.app.store.db
      .updateTable('users')
      .set({ banned_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', lapsing.id)
      .execute();
    await admin.deleteUser(deleted.id);
    for (const token of [lapsingSession.refresh_token, deletedSession.refresh_token]) {
      const { error } = await refresh(server, token);
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    expect((await server.client().auth.signInWithPassword(lapsing)).error).toBeNull();
  });

  it('signs out everywhere by default, server-side', async () => {
    const account = await createConfirmedUser(server);
    const phone = await signIn(server, account);
    const laptop = await signIn(server, account);
    const { error } = await phone.client.auth.signOut();
    expect(error).toBeNull();
    for (const { session } of [phone, laptop]) {
      // supabase-js turns 403 session_not_found into its AuthSessionMissingError.
      const me = await userWithToken(server, session.access_token);
      expect(isAuthSessionMissingError(me.error)).toBe(true);
      const again = await refresh(server, session.refresh_token);
      expect(again.error?.code).toBe('refresh_token_not_found');
    }
    const raw = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${laptop.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('signs out only this device with scope local, and the others with scope others', async () => {
    const account = await createConfirmedUser(server);
    const [first, second, third] = await Promise.all([
      signIn(server, account),
      signIn(server, account),
      signIn(server, account),
    ]);
    expect((await first.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const signedOut = await userWithToken(server, first.session.access_token);
    expect(isAuthSessionMissingError(signedOut.error)).toBe(true);
    expect((await userWithToken(server, second.session.access_token)).error).toBeNull();

    expect((await second.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userWithToken(server, second.session.access_token)).error).toBeNull();
    const other = await userWithToken(server, third.session.access_token);
    expect(isAuthSessionMissingError(other.error)).toBe(true);
  });

  it('answers 204 to the empty JSON logout that supabase-js sends', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const response = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    });
    expect(response.status).toBe(204);
  });

  it('refuses tokens that are unsigned, badly signed, for another audience or expired', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const [header, payload] = session.access_token.split('.');
    const claims = decodeJwt(session.access_token);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${payload}.${'A'.repeat(43)}`,
      `${header}.${encode({ ...claims, aud: 'other' })}.${session.access_token.split('.')[2]}`,
      `${header}.${encode({ ...claims, exp: 1_000_000 })}.${session.access_token.split('.')[2]}`,
    ];
    for (const token of forged) {
      const { error } = await userWithToken(server, token);
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
  });

  it('refuses a token without an expiry, even one signed with the server secret', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const { exp, ...claims } = decodeJwt(session.access_token);
    const sign = (payload: JWTPayload) => signWithServerSecret(server, payload);

    expect((await userWithToken(server, await sign({ ...claims, exp }))).error).toBeNull();
    const { error } = await userWithToken(server, await sign(claims));
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refuses a token with the server secret but a foreign issuer, a future iat or another role', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const authUser = async (payload: JWTPayload) =>
      (await userWithToken(server, await signWithServerSecret(server, payload))).error;
    const dataApi = async (payload: JWTPayload) =>
      (await apiRequest(server, 'GET', '/profile', await signWithServerSecret(server, payload)))
        .status;

    // A clock a few seconds fast is not a forgery.
    const slightlyAhead = { ...claims, iat: now + 10 };
    expect(await authUser(slightlyAhead)).toBeNull();
    expect(await dataApi(slightlyAhead)).toBe(200);

    const refused: JWTPayload[] = [
      { ...claims, iss: 'https://outro.example.com/auth/v1' },
      { ...claims, iss: 'supabase' },
      { ...claims, iat: now + 600, exp: now + 4200 },
      { ...claims, role: 'service_role' },
      { ...claims, role: 'service_role', iss: 'supabase' },
      { ...claims, role: 'anon', iss: 'supabase' },
    ];
    for (const payload of refused) {
      expect(await authUser(payload)).toMatchObject({ status: 403, code: 'bad_jwt' });
      expect(await dataApi(payload)).toBe(401);
    }
  });
});

describe.each(backends)('session lifetimes on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { SESSION_INACTIVITY_TIMEOUT: '1' });
  });
  afterAll(() => server?.close());

  it('ends a session unused for longer than the inactivity timeout', async () => {
    const { session } = await signIn(server, await createConfirmedUser(server));
    await ageSession(server, sessionOf(session.access_token), 2);
    const { error } = await refresh(server, session.refresh_token);
    expect(error).toMatchObject({ status: 400, code: 'session_expired' });
  });
});
