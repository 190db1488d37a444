import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCodeAttempts } from '../../server/src/auth/domain/one-time-tokens.ts';
import { latestOutboxMessage, readOutbox } from '../../server/src/mail/outbox.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';

describe.each(backends)('the admin API on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend);
  });
  afterAll(() => server?.close());

  /** A raw admin API call with the service-role key, for what the client library cannot send. */
  const adminRequest = (method: string, path: string, body?: object) =>
    fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('is closed to the anon key', async () => {
    const asAnon = server.client();
    const { error } = await asAnon.auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('creates, finds, lists page by page, updates and deletes users', async () => {
    const admin = server.admin().auth.admin;
    const created = await Promise.all(
      [1, 2, 3].map((n) => createConfirmedUser(server, `lista-${n}-${backend}@example.com`)),
    );
    const duplicate = await admin.createUser({ email: created[0]!.email, password: 'Outra-123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const found = await admin.getUserById(created[1]!.id);
    expect(found.data.user?.email).toBe(created[1]!.email);
    const missing = await admin.getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const firstPage = await admin.listUsers({ page: 1, perPage: 2 });
    expect(firstPage.error).toBeNull();
    expect(firstPage.data.users).toHaveLength(2);
    expect(firstPage.data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
    const total = (firstPage.data as { total: number }).total;
    const everyone = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(everyone.data.users).toHaveLength(total);

    const updated = await admin.updateUserById(created[2]!.id, {
      user_metadata: { empresa: 'Família Duarte' },
    });
    expect(updated.data.user?.user_metadata).toEqual({ empresa: 'Família Duarte' });

    expect((await admin.deleteUser(created[2]!.id)).error).toBeNull();
    expect((await admin.getUserById(created[2]!.id)).error?.code).toBe('user_not_found');
  });

  it('bans a user: no sign-in, no refresh, sessions ended; lifting the ban lets them back', async () => {
    const account = await createConfirmedUser(server);
    const client = server.client();
    const { data } = await client.auth.signInWithPassword(account);
    const admin = server.admin().auth.admin;
    expect((await admin.updateUserById(account.id, { ban_duration: '876000h' })).error).toBeNull();

    const signIn = await server.client().auth.signInWithPassword(account);
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const user = await client.auth.getUser(data.session!.access_token);
    expect(user.error).toMatchObject({
      status: 403,
      code: 'user_banned',
      message: 'User is banned',
    });
    const refresh = await server
      .client()
      .auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned' });

    expect((await admin.updateUserById(account.id, { ban_duration: 'none' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword(account)).error).toBeNull();
  });

  it('refuses to set a JWT role out loud instead of dropping it', async () => {
    const account = await createConfirmedUser(server);
    const { error } = await server
      .admin()
      .auth.admin.updateUserById(account.id, { role: 'editor' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toContain('app_metadata.role');
    const { data } = await server.admin().auth.admin.getUserById(account.id);
    expect(data.user?.role).toBe('authenticated');
  });

  it('setting a password ends the user’s sessions', async () => {
    const account = await createConfirmedUser(server);
    const client = server.client();
    const { data } = await client.auth.signInWithPassword(account);
    const accessToken = data.session!.access_token;
    expect((await client.auth.getUser(accessToken)).error).toBeNull();
    await server.admin().auth.admin.updateUserById(account.id, { password: 'Definida-Pelo-Admin' });
    // The server's session_not_found, as supabase-js reports it.
    expect(isAuthSessionMissingError((await client.auth.getUser(accessToken)).error)).toBe(true);
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'Definida-Pelo-Admin' });
    expect(error).toBeNull();
  });

  it('generates a recovery link without sending mail, which signs in through /verify', async () => {
    const account = await createConfirmedUser(server);
    const { data, error } = await server.admin().auth.admin.generateLink({
      type: 'recovery',
      email: account.email,
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(data.user!.email).toBe(account.email);
    expect(await latestOutboxMessage(server.outboxDir, { to: account.email })).toBeUndefined();
    const viaCode = await server.client().auth.verifyOtp({
      type: 'recovery',
      email: account.email,
      token: data.properties!.email_otp,
    });
    expect(viaCode.error).toBeNull();
  });

  it('refuses a page number past what a list can hold, with 400', async () => {
    const response = await adminRequest('GET', '/admin/users?page=99999999999999999999');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('retires the six-digit code after five wrong tries, while the link still works', async () => {
    const account = await createConfirmedUser(server);
    const { data } = await server.admin().auth.admin.generateLink({
      type: 'recovery',
      email: account.email,
    });
    const { email_otp: code, hashed_token: tokenHash } = data.properties!;
    const tryCode = (token: string) =>
      server.client().auth.verifyOtp({ type: 'recovery', email: account.email, token });
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < maxCodeAttempts; attempt += 1) {
      expect((await tryCode(wrong)).error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    expect((await tryCode(code)).error).toMatchObject({ status: 403, code: 'otp_expired' });
    const viaLink = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(viaLink.error).toBeNull();
  });

  it('still takes the right code after fewer wrong tries than the limit', async () => {
    const account = await createConfirmedUser(server);
    const { data } = await server.admin().auth.admin.generateLink({
      type: 'recovery',
      email: account.email,
    });
    const code = data.properties!.email_otp;
    const tryCode = (token: string) =>
      server.client().auth.verifyOtp({ type: 'recovery', email: account.email, token });
    for (let attempt = 1; attempt < maxCodeAttempts; attempt += 1) {
      expect((await tryCode(code === '000000' ? '000001' : '000000')).error).not.toBeNull();
    }
    expect((await tryCode(code)).error).toBeNull();
  });

  it('answers parallel creations and invitations of one address without a 5xx', async () => {
    const adminPost = (path: string, body: object) =>
      adminRequest('POST', path, body).then((response) => response.status);
    const parallel = (count: number, request: () => Promise<number>) =>
      Promise.all(Array.from({ length: count }, request));

    const created = await parallel(8, () =>
      adminPost('/admin/users', { email: `dupla-${backend}@example.com`, password: 'Legado#2025' }),
    );
    expect(created.filter((status) => status === 200)).toHaveLength(1);
    expect(created.filter((status) => status === 422)).toHaveLength(7);

    const email = `convite-paralelo-${backend}@example.com`;
    const invited = await parallel(8, () => adminPost('/invite', { email }));
    expect(invited.every((status) => status === 200 || status === 422)).toBe(true);
    const links = (await readOutbox(server.outboxDir))
      .filter((message) => message.to === email)
      .map((message) => new URL(message.link).searchParams.get('token_hash')!);
    const verified = await Promise.all(
      links.map((tokenHash) =>
        server.client().auth.verifyOtp({ type: 'invite', token_hash: tokenHash }),
      ),
    );
    // The newest link of the address works; every earlier one was replaced.
    expect(verified.filter((result) => result.error === null)).toHaveLength(1);

    const account = await createConfirmedUser(server);
    const links2 = await parallel(8, () =>
      adminPost('/admin/generate_link', { type: 'recovery', email: account.email }),
    );
    expect(links2).toEqual(Array(8).fill(200));
  });

  it('answers requests that race a deletion of their account with 404, never a 5xx', async () => {
    const request = (method: string, path: string, body?: object) =>
      adminRequest(method, path, body).then((response) => response.status);
    for (let round = 0; round < 3; round += 1) {
      const account = await createConfirmedUser(server);
      const statuses = await Promise.all([
        request('PUT', `/admin/users/${account.id}`, {
          user_metadata: { a: 1 },
          password: 'Nova-Senha-1',
        }),
        request('POST', '/admin/generate_link', { type: 'recovery', email: account.email }),
        request('DELETE', `/admin/users/${account.id}`),
        request('PUT', `/admin/users/${account.id}`, { ban_duration: '1h' }),
        request('POST', '/admin/generate_link', { type: 'magiclink', email: account.email }),
        request('DELETE', `/admin/users/${account.id}`),
      ]);
      expect(
        statuses.every((status) => status === 200 || status === 404),
        `${statuses}`,
      ).toBe(true);
    }
  });

  it('invites a client, whose link leads to setting a first password', async () => {
    const email = `convidado-${backend}@example.com`;
    const { data, error } = await server.admin().auth.admin.inviteUserByEmail(email);
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeDefined();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const link = new URL((await latestOutboxMessage(server.outboxDir, { to: email }))!.link);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('type')).toBe('invite');
    const client = server.client();
    const verified = await client.auth.verifyOtp({
      type: 'invite',
      token_hash: link.searchParams.get('token_hash')!,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeDefined();
    expect((await client.auth.updateUser({ password: 'Primeira-Senha-1' })).error).toBeNull();
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: 'Primeira-Senha-1' });
    expect(signIn.error).toBeNull();

    const again = await server.admin().auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe.each(backends)('sign-up on %s', (backend) => {
  it('is off unless the operator turns it on', async () => {
    const server = await startAuthServer(backend);
    try {
      const { error } = await server
        .client()
        .auth.signUp({ email: 'novo@example.com', password: 'Legado#2025' });
      expect(error).toMatchObject({
        status: 422,
        code: 'signup_disabled',
        message: 'Signups not allowed for this instance',
      });
    } finally {
      await server.close();
    }
  });

  it('refuses anonymous sign-in, whether sign-up is on or off', async () => {
    const signupOffAndOn: Record<string, string>[] = [
      {},
      { DISABLE_SIGNUP: 'false', MAILER_AUTOCONFIRM: 'true' },
    ];
    for (const environment of signupOffAndOn) {
      const server = await startAuthServer(backend, environment);
      try {
        const { data, error } = await server.client().auth.signInAnonymously();
        expect(error).toMatchObject({
          status: 422,
          code: 'anonymous_provider_disabled',
          message: 'Anonymous sign-ins are disabled',
        });
        expect(data.session).toBeNull();
      } finally {
        await server.close();
      }
    }
  });

  it('with auto-confirm signs the new client in, and refuses a taken address', async () => {
    const server = await startAuthServer(backend, {
      DISABLE_SIGNUP: 'false',
      MAILER_AUTOCONFIRM: 'true',
    });
    try {
      const account = { email: 'novo@example.com', password: 'Legado#2025' };
      const { data, error } = await server.client().auth.signUp(account);
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeDefined();
      const again = await server.client().auth.signUp(account);
      expect(again.error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
    } finally {
      await server.close();
    }
  });

  it('without auto-confirm mails a confirmation and hides whether the address was taken', async () => {
    const server = await startAuthServer(backend, { DISABLE_SIGNUP: 'false' });
    try {
      const account = { email: 'confirmar@example.com', password: 'Legado#2025' };
      const first = await server.client().auth.signUp(account);
      expect(first.error).toBeNull();
      expect(first.data.session).toBeNull();
      const link = new URL(
        (await waitForOutboxMessage(server.outboxDir, { to: account.email })).link,
      );
      expect(link.searchParams.get('type')).toBe('signup');
      const unconfirmed = await server.client().auth.signInWithPassword(account);
      expect(unconfirmed.error?.code).toBe('email_not_confirmed');
      const confirmed = await server.client().auth.verifyOtp({
        type: 'signup',
        token_hash: link.searchParams.get('token_hash')!,
      });
      expect(confirmed.error).toBeNull();
      expect((await server.client().auth.signInWithPassword(account)).error).toBeNull();

      const existing = await createConfirmedUser(server);
      const data = { nome: 'Ana' };
      const fresh = await server
        .client()
        .auth.signUp({ email: 'nova@example.com', password: 'Legado#2025', options: { data } });
      const taken = await server.client().auth.signUp({ ...existing, options: { data } });
      expect(taken.error).toBeNull();
      expect(taken.data.user?.identities).toEqual([]);
      // Apart from that sign, it reads like the fresh sign-up: nothing of the real account.
      const { identities: freshIdentities, ...freshUser } = fresh.data.user!;
      const { identities: takenIdentities, ...takenUser } = taken.data.user!;
      expect(freshIdentities).toHaveLength(1);
      expect(takenIdentities).toEqual([]);
      expect(Object.keys(takenUser).sort()).toEqual(Object.keys(freshUser).sort());
      expect(takenUser).toMatchObject({
        email: existing.email,
        user_metadata: data,
        app_metadata: freshUser.app_metadata,
      });
      expect(takenUser.email_confirmed_at).toBeUndefined();
      expect(takenUser.id).not.toBe(existing.id);
      expect(Date.parse(takenUser.created_at)).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await server.close();
    }
  });
});
