import { AuthApiError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../../server/src/auth/db/repositories/users.ts';

const users = createUserRepository();
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

describe.each(backends)('password sign-in on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend);
  });
  afterAll(() => server?.close());

  it('returns a session with Supabase claims for the right password', async () => {
    const account = await createConfirmedUser(server);
    const { data, error } = await server.client().auth.signInWithPassword(account);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(32);
    expect(data.user?.email).toBe(account.email);
    expect(data.user?.last_sign_in_at).toBeDefined();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: account.id,
      aud: 'authenticated',
      email: account.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
  });

  it('opens a new session on every sign-in', async () => {
    const account = await createConfirmedUser(server);
    const first = await server.client().auth.signInWithPassword(account);
    const second = await server.client().auth.signInWithPassword(account);
    const firstSession = decodeJwt(first.data.session!.access_token).session_id;
    expect(decodeJwt(second.data.session!.access_token).session_id).not.toBe(firstSession);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const account = await createConfirmedUser(server);
    const wrong = await server
      .client()
      .auth.signInWithPassword({ ...account, password: 'errada1' });
    const unknown = await server
      .client()
      .auth.signInWithPassword({ email: 'ninguem@example.com', password: 'errada1' });
    for (const { error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        message: 'Invalid login credentials',
        status: 400,
        code: 'invalid_credentials',
      });
    }
  });

  it('finds the account whatever the case and surrounding spaces of the e-mail', async () => {
    const account = await createConfirmedUser(server);
    const { error } = await server.client().auth.signInWithPassword({
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(error).toBeNull();
  });

  it('refuses an e-mail carrying CR/LF, even with the right password', async () => {
    const account = await createConfirmedUser(server);
    const { data, error } = await server.client().auth.signInWithPassword({
      email: `${account.email}\r\n`,
      password: account.password,
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('says "Email not confirmed" only after the right password', async () => {
    const email = `pendente-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await server.admin().auth.admin.createUser({ email, password: 'Legado#2025' });
    const wrong = await server.client().auth.signInWithPassword({ email, password: 'outra-senha' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await server.client().auth.signInWithPassword({ email, password: 'Legado#2025' });
    expect(right.error).toMatchObject({
      message: 'Email not confirmed',
      code: 'email_not_confirmed',
    });
  });

  it('does not truncate long passwords and keeps multi-byte ones whole', async () => {
    const long = `${'a'.repeat(72)}X`;
    const account = await createConfirmedUser(server, undefined, long);
    const almost = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: `${'a'.repeat(72)}Y` });
    expect(almost.error?.code).toBe('invalid_credentials');

    const multiByte = 'ação🔑'.repeat(20);
    const other = await createConfirmedUser(server, undefined, multiByte);
    const { error } = await server.client().auth.signInWithPassword(other);
    expect(error).toBeNull();
  });

  it('accepts a bcrypt hash imported from Supabase and upgrades it to argon2id', async () => {
    const email = `importado-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // bcrypt of "senha-antiga-1", cost 10, as Supabase stores it.
    const bcryptHash = '$2a$10$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC';
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password_hash: bcryptHash, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email, password: 'senha-antiga-1' });
    expect(error).toBeNull();
    const stored = await users.findByEmail(server.app.store.db, email);
    expect(stored?.encrypted_password).toMatch(/^\$argon2id\$/);
    const again = await server
      .client()
      .auth.signInWithPassword({ email, password: 'senha-antiga-1' });
    expect(again.error).toBeNull();
  });
});
