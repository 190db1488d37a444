import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../server/src/mail/outbox.ts';
import { freeSlots, signedInAccount } from '../support/data-api.ts';
import { samplePdf, uploadMaterial } from '../support/material-files.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe.each(backends)("the client's account and data on %s", (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '4' });
  });
  afterAll(() => server?.close());

  async function signIn(email: string, password: string, userAgent = windowsChrome) {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'user-agent': userAgent,
      },
      body: JSON.stringify({ email, password }),
    });
    return {
      status: response.status,
      token: ((await response.json()) as { access_token?: string }).access_token,
    };
  }

  const api = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('changes the password only after the current one, and ends the other sessions', async () => {
    const { email, password } = await createConfirmedUser(server);
    const here = (await signIn(email, password)).token!;
    const elsewhere = (await signIn(email, password)).token!;

    const refusals: [Record<string, string>, number, string, string][] = [
      [
        { current_password: 'errada', new_password: 'Legado#2026' },
        403,
        'wrong_password',
        'current_password',
      ],
      [
        { current_password: password, new_password: '123' },
        400,
        'validation_failed',
        'new_password',
      ],
      [
        { current_password: password, new_password: 'senha123' },
        422,
        'weak_password',
        'new_password',
      ],
      [
        { current_password: password, new_password: password },
        422,
        'same_password',
        'new_password',
      ],
    ];
    for (const [body, status, code, field] of refusals) {
      const refused = await api('POST', '/me/password', here, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(await refused.json()).toMatchObject({ code, field });
    }
    expect((await signIn(email, password)).status).toBe(200);

    const changed = await api('POST', '/me/password', here, {
      current_password: password,
      new_password: 'Legado#2026',
    });
    expect(changed.status).toBe(204);
    expect((await signIn(email, password)).status).toBe(400);
    expect((await signIn(email, 'Legado#2026')).status).toBe(200);
    expect((await api('GET', '/profile', here)).status).toBe(200);
    expect((await api('GET', '/profile', elsewhere)).status).toBe(401);
  });

  it('counts wrong passwords against the address, as sign-in does', async () => {
    const { email, password } = await createConfirmedUser(server);
    const token = (await signIn(email, password)).token!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api('DELETE', '/me', token, { password: `errada-${attempt}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
  });

  it('lists the sessions with their devices and marks this one', async () => {
    const { email, password } = await createConfirmedUser(server);
    const here = (await signIn(email, password)).token!;
    await signIn(
      email,
      password,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    const sessions = (await (await api('GET', '/me/sessions', here)).json()) as {
      current: boolean;
      device: string;
      ip: string | null;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.device).sort()).toEqual([
      'Chrome no Windows',
      'Safari no iOS',
    ]);
    expect(sessions[0]!.ip).toBe('127.0.0.1');
  });

  it('exports everything stored about the caller, and no secret', async () => {
    const { email, password, id } = await createConfirmedUser(server);
    const token = (await signIn(email, password)).token!;
    await api('PUT', '/profile', token, { full_name: 'Rita Moraes', city: 'Curitiba' });
    const staff = await signedInAccount(server, { staff: true });
    const [slot] = await freeSlots(server, token);
    await api('POST', '/bookings', token, { start: slot!.start, topic: 'Sucessão' });
    const uploaded = await uploadMaterial(server, staff.token, {
      fileName: 'carta.pdf',
      bytes: samplePdf(),
      title: 'Carta aos herdeiros',
      published: true,
    });
    const material = (await uploaded.json()) as { id: string };
    await api('POST', `/materials/${material.id}/link`, token);
    const response = await api('GET', '/me/export', token);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="meus-dados-legacy.json"',
    );
    const text = await response.text();
    const exported = JSON.parse(text) as Record<string, unknown>;
    expect(exported).toMatchObject({
      account: { id, email },
      profile: { full_name: 'Rita Moraes', city: 'Curitiba' },
      bookings: [
        { start: slot!.start, topic: 'Sucessão', status: 'confirmed', host: { id: staff.id } },
      ],
      materials_opened: [{ id: material.id, title: 'Carta aos herdeiros' }],
      sessions: [{ current: true }],
    });
    expect((exported.activity as { action: string }[]).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['sign_in', 'profile_updated', 'user_created']),
    );
    expect(text).not.toMatch(/argon2|encrypted_password|refresh_token|access_token/);
  });

  it('deletes the account after its password, and tells its owner by e-mail', async () => {
    const { email, password } = await createConfirmedUser(server);
    const token = (await signIn(email, password)).token!;
    await api('PUT', '/profile', token, { full_name: 'Caio Prado' });

    const wrong = await api('DELETE', '/me', token, { password: 'errada' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    expect((await api('GET', '/profile', token)).status).toBe(200);

    expect((await api('DELETE', '/me', token, { password })).status).toBe(204);
    expect((await api('GET', '/profile', token)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(400);
    const profiles = await server.app.store.db.selectFrom('profiles').selectAll().execute();
    expect(profiles.map((row) => row.full_name)).not.toContain('Caio Prado');
    const notice = await latestOutboxMessage(server.outboxDir);
    expect(notice).toMatchObject({ to: email, subject: 'Sua conta foi excluída — Legacy' });
  });
});
