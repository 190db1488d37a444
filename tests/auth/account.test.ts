import { AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

describe.each(backends)('the signed-in user on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend);
  });
  afterAll(() => server?.close());

  async function signedInClient() {
    const account = await createConfirmedUser(server);
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword(account);
    if (error) throw error;
    return { account, client, session: data.session };
  }

  it('reads the user with identities and metadata', async () => {
    const { client, account } = await signedInClient();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: account.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: account.email,
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.identities).toEqual([
      expect.objectContaining({
        id: account.id,
        user_id: account.id,
        provider: 'email',
        identity_data: expect.objectContaining({ email: account.email, email_verified: true }),
      }),
    ]);
    expect(JSON.stringify(data.user)).not.toMatch(/argon2|encrypted_password/);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { client, account } = await signedInClient();
    const elsewhere = server.client();
    await elsewhere.auth.signInWithPassword(account);

    const { error } = await client.auth.updateUser({ password: 'Nova-Senha-2026' });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect(isAuthSessionMissingError((await elsewhere.auth.getUser()).error)).toBe(true);

    const old = await server.client().auth.signInWithPassword(account);
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'Nova-Senha-2026' });
    expect(fresh.error).toBeNull();
  });

  it('refuses a short, a common, the same and an over-long password', async () => {
    const { client, account } = await signedInClient();
    const short = await client.auth.updateUser({ password: '12ab' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({
      status: 422,
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const common = await client.auth.updateUser({ password: 'senha123' });
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    const same = await client.auth.updateUser({ password: account.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const long = await client.auth.updateUser({ password: 'x'.repeat(101) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const stillOld = await server.client().auth.signInWithPassword(account);
    expect(stillOld.error).toBeNull();
  });

  it('merges user metadata and never takes a role or app metadata from the user', async () => {
    const { client, session } = await signedInClient();
    await client.auth.updateUser({ data: { nome: 'Helena', cidade: 'São Paulo' } });
    const { data } = await client.auth.updateUser({ data: { cidade: null, cargo: 'CEO' } });
    expect(data.user?.user_metadata).toEqual({ nome: 'Helena', cargo: 'CEO' });

    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ role: 'service_role', app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(200);
    const user = (await response.json()) as { role: string; app_metadata: object };
    expect(user.role).toBe('authenticated');
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });
});
