import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';

describe('wire conventions of /auth/v1', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite');
  });
  afterAll(() => server?.close());

  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}/auth/v1${path}`, init);

  it('needs an API key, except where a browser goes directly', async () => {
    const missing = await api('/settings', { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
    const forged = await api('/settings', {
      headers: {
        apikey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.x',
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      code: 'invalid_api_key',
      message: 'Invalid API key',
    });

    expect((await api('/health')).status).toBe(200);
    expect(await (await api('/.well-known/jwks.json')).json()).toEqual({ keys: [] });
    const verify = await api('/verify');
    expect(verify.status).toBe(400);
    expect(verify.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers errors in the shape the client version asks for', async () => {
    const body = JSON.stringify({ email: 'x@example.com', password: 'errada' });
    const headers = { apikey: server.anonKey, 'content-type': 'application/json' };
    const current = await api('/token?grant_type=password', {
      method: 'POST',
      headers: { ...headers, 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const older = await api('/token?grant_type=password', { method: 'POST', headers, body });
    expect(await older.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('describes its settings', async () => {
    const response = await api('/settings', { headers: { apikey: server.anonKey } });
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  it('marks every answer private, typed and unframeable', async () => {
    for (const response of [
      await api('/settings', { headers: { apikey: server.anonKey } }),
      await api('/nao-existe', { headers: { apikey: server.anonKey } }),
      await api('/user', { headers: { apikey: server.anonKey } }),
      // A path that does not decode is refused before routing, outside every scope's hooks.
      await api('/%', { headers: { apikey: server.anonKey } }),
      // Headers too large are refused by Node's parser, before Fastify.
      await api('/settings', {
        headers: { apikey: server.anonKey, 'x-longo': 'a'.repeat(20_000) },
      }),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    expect((await api('/nao-existe', { headers: { apikey: server.anonKey } })).status).toBe(404);
    const oversized = await api('/settings', { headers: { 'x-longo': 'a'.repeat(20_000) } });
    expect(oversized.status).toBe(431);
    const undecodable = await api('/%', { headers: { apikey: server.anonKey } });
    expect(undecodable.status).toBe(400);
    expect(await undecodable.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('allows cross-origin calls from the site origin only', async () => {
    const preflight = (origin: string) =>
      api('/token?grant_type=password', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, content-type, x-client-info',
        },
      });
    const own = await preflight(server.url);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(own.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count',
    );
    const foreign = await preflight('https://evil.example.net');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
