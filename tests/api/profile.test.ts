import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { rowCounts } from '../support/row-counts.ts';

const completeProfile = {
  full_name: '  Ana Beatriz Souza ',
  phone: '+55 (11) 91234-5678',
  company: 'Souza Participações',
  job_title: 'Presidente do conselho',
  city: 'São Paulo',
  preferred_channel: 'whatsapp',
  goals: 'Preparar a sucessão da empresa familiar.',
};

describe.each(backends)('the client profile on %s', (backend) => {
  let server: RunningAuthServer;
  let signIn: () => Promise<string>;
  const request = (
    method: string,
    token?: string,
    body?: unknown,
    contentType = 'application/json',
  ) =>
    fetch(`${server.url}/api/v1/profile`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startAuthServer(backend);
    signIn = async () => {
      const { email, password } = await createConfirmedUser(server);
      const { data, error } = await server.client().auth.signInWithPassword({ email, password });
      if (error) throw error;
      return data.session.access_token;
    };
  });
  afterAll(() => server?.close());

  it('is empty and incomplete until the client saves it', async () => {
    const response = await request('GET', await signIn());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      full_name: null,
      phone: null,
      company: null,
      job_title: null,
      city: null,
      preferred_channel: null,
      goals: null,
      completed: false,
      updated_at: null,
    });
  });

  it('saves what the client writes, trimmed, and counts it complete with the required fields', async () => {
    const token = await signIn();
    const saved = await request('PUT', token, completeProfile);
    expect(saved.status).toBe(200);
    const profile = (await saved.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      ...completeProfile,
      full_name: 'Ana Beatriz Souza',
      completed: true,
    });
    expect(await (await request('GET', token)).json()).toEqual(profile);

    const partial = await request('PUT', token, { full_name: 'Ana', phone: '' });
    expect(await partial.json()).toMatchObject({ full_name: 'Ana', phone: null, completed: false });
  });

  it('refuses bad input with the field and a pt-BR message, and writes nothing', async () => {
    const token = await signIn();
    await request('PUT', token, completeProfile);
    const before = await rowCounts(server.app.store.db, ['audit_log', 'profiles']);
    const cases: [unknown, string | undefined, RegExp][] = [
      [{ ...completeProfile, phone: '12' }, 'phone', /telefone/i],
      [{ ...completeProfile, goals: 'x'.repeat(2001) }, 'goals', /no máximo 2000/],
      [{ ...completeProfile, preferred_channel: 'fax' }, 'preferred_channel', /WhatsApp/],
      [{ ...completeProfile, role: 'staff' }, undefined, /Campo desconhecido: role/],
      [['lista'], undefined, /perfil/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await request('PUT', token, body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = (await refused.json()) as { code: string; message: string; field?: string };
      expect(answer.code).toBe('validation_failed');
      expect(answer.field).toBe(field);
      expect(answer.message).toMatch(message);
    }
    expect((await request('PUT', token, '{"full_name":')).status).toBe(400);
    expect((await request('PUT', token, 'full_name=Ana', 'text/plain')).status).toBe(415);
    expect(await rowCounts(server.app.store.db, ['audit_log', 'profiles'])).toEqual(before);
    expect(await (await request('GET', token)).json()).toMatchObject({
      phone: completeProfile.phone,
    });
  });

  it('answers 401 without a session, and on the request after a sign-out or a ban', async () => {
    const missing = await request('GET');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
    expect((await request('GET', 'not-a-token')).status).toBe(401);

    const { email, password, id } = await createConfirmedUser(server);
    const client = server.client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    const token = data.session!.access_token;
    expect((await request('GET', token)).status).toBe(200);
    await client.auth.signOut();
    const signedOut = await request('GET', token);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 'session_not_found' });

    const again = await server.client().auth.signInWithPassword({ email, password });
    const second = again.data.session!.access_token;
    await server.admin().auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect((await request('PUT', second, completeProfile)).status).toBe(401);
  });

  it('is described at /api/v1/openapi.json', async () => {
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/v1/profile']!).sort()).toEqual(['get', 'put']);
  });

  it('answers unknown paths in its own shape', async () => {
    const response = await fetch(`${server.url}/api/v1/nada`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
