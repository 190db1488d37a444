import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { runCli } from '../support/cli.ts';
import { apiRequest } from '../support/data-api.ts';
import { ageSetupLink } from '../support/elapsed-time.ts';
import { overlappingRequestsOn } from '../support/overlapping-requests.ts';

const password = 'Legado#2025';

function setupRequest(server: RunningAuthServer, path: string, body: unknown) {
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'first-run-test' },
    body: JSON.stringify(body),
  });
}

const secretOf = (link: string) => new URL(link).hash.slice(1);

const owner = (token: string, email = `dona-${crypto.randomUUID().slice(0, 8)}@example.com`) => ({
  token,
  name: 'Maria Legado',
  email,
  password,
});

/** Deletes the team's accounts, so that the first run is open again. */
async function deleteTeam(server: RunningAuthServer) {
  const { db } = server.app.store;
  const staff = await db.selectFrom('users').select(['id', 'app_metadata']).execute();
  for (const user of staff.filter((row) => row.app_metadata.includes('"staff"'))) {
    const { error } = await server.admin().auth.admin.deleteUser(user.id);
    if (error) throw error;
  }
}

/** An open first run, and the secret of its new link. */
async function firstRun(server: RunningAuthServer) {
  await deleteTeam(server);
  const link = await server.app.setupLinkWhileNoStaff();
  if (!link) throw new Error('the first run did not open');
  return secretOf(link);
}

const auditActions = async (server: RunningAuthServer) =>
  (
    await server.app.store.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'ip', 'detail'])
      .where('action', 'like', 'setup_%')
      .orderBy('created_at')
      .execute()
  ).map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));

describe.each(backends)('the first run in the browser on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend);
  });
  afterAll(() => server?.close());

  it('opens once: the team’s first account, confirmed, named and signed in', async () => {
    const token = await firstRun(server);
    const check = await setupRequest(server, '/setup/check', { token });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ valid: true });

    const account = owner(token);
    const created = await setupRequest(server, '/setup', account);
    expect(created.status).toBe(200);
    const session = (await created.json()) as {
      access_token: string;
      refresh_token: string;
      user: { id: string; email: string; email_confirmed_at: string | null; app_metadata: object };
    };
    expect(session.user).toMatchObject({
      email: account.email,
      app_metadata: { role: 'staff' },
    });
    expect(session.user.email_confirmed_at).not.toBeNull();
    // The page hands the session to supabase-js, which goes on to enrol the second factor.
    const client = server.client();
    const { error } = await client.auth.setSession(session);
    expect(error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const profile = await apiRequest(server, 'GET', '/profile', session.access_token);
    expect(await profile.json()).toMatchObject({ full_name: 'Maria Legado' });
    // The same password signs in.
    const signIn = await server.client().auth.signInWithPassword(account);
    expect(signIn.error).toBeNull();

    const again = await setupRequest(server, '/setup/check', { token });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'setup_closed' });
    const second = await setupRequest(server, '/setup', owner(token));
    expect(await second.json()).toMatchObject({ code: 'setup_closed' });

    // Even with the team's account gone, a used link stays used.
    await deleteTeam(server);
    const used = await setupRequest(server, '/setup', owner(token));
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({ code: 'setup_link_used' });

    const entries = await auditActions(server);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'setup_completed', user_id: session.user.id }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'setup_link_refused',
        ip: '127.0.0.1',
        detail: { reason: 'setup_link_used' },
      }),
    );
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('refuses a link older than 24 hours, a replaced link and a wrong one, creating nothing', async () => {
    const token = await firstRun(server);
    await ageSetupLink(server, 24 * 3600);
    const expired = await setupRequest(server, '/setup', owner(token, 'tarde@example.com'));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'setup_link_expired' });
    const { data } = await server.admin().auth.admin.listUsers();
    expect(data.users.map((user) => user.email)).not.toContain('tarde@example.com');

    const replaced = await firstRun(server);
    const latest = await firstRun(server);
    for (const stale of [replaced, `${latest}x`, 'x'.repeat(43)]) {
      const refused = await setupRequest(server, '/setup/check', { token: stale });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'setup_link_invalid' });
    }
    expect((await setupRequest(server, '/setup/check', { token: latest })).status).toBe(200);
  });

  it('refuses bad input clearly and leaves the link unspent', async () => {
    const token = await firstRun(server);
    const client = await createConfirmedUser(server);
    const answers = [
      [{ ...owner(token), email: 'não-é-email' }, 'email', 'Email inválido'],
      [{ ...owner(token), name: '   ' }, 'name', 'Informe seu nome.'],
      [{ ...owner(token), password: '123' }, 'password', 'Senha deve ter no mínimo 6 caracteres'],
      [owner(token, client.email), 'email', 'Este email já tem uma conta. Use outro.'],
    ] as const;
    for (const [body, field, message] of answers) {
      const refused = await setupRequest(server, '/setup', body);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(await refused.json()).toMatchObject({ field, message });
    }
    expect((await setupRequest(server, '/setup/check', { token })).status).toBe(200);
  });

  it('makes one account of two pages sent at once', async () => {
    const token = await firstRun(server);
    const answers = await overlappingRequestsOn(
      server,
      (trx) => trx.selectFrom('setup_link').select('id').forUpdate().execute(),
      [0, 1].map(
        (tab) => () => setupRequest(server, '/setup', owner(token, `aba${tab}@example.com`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 410]).toContain(statuses[1]);
    const team = await server.app.store.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['aba0@example.com', 'aba1@example.com'])
      .execute();
    expect(team).toHaveLength(1);
  });

  it('prints a link on SITE_URL, or on the port, with npm run users -- setup-link', async () => {
    await firstRun(server);
    const store = {
      DATA_DIR: server.dataDir,
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    };
    const onPort = await runCli(['users', 'setup-link'], { env: { ...store, PORT: '9123' } });
    expect(onPort.code).toBe(0);
    expect(onPort.stdout).toMatch(/^http:\/\/localhost:9123\/admin\/primeiro-acesso#\S{43}$/m);
    expect(onPort.stdout).toContain(
      'Links use PORT 9123, as the server does: SITE_URL is not set.',
    );

    const printed = await runCli(['users', 'setup-link'], {
      env: { ...store, SITE_URL: 'https://legado.example' },
    });
    const link = /^https:\/\/legado\.example\/admin\/primeiro-acesso#\S+$/m.exec(printed.stdout);
    expect(link).not.toBeNull();
    expect(printed.stdout).toContain('Links use SITE_URL (https://legado.example).');
    // The newer link is the live one.
    const earlier = secretOf(/^http\S+$/m.exec(onPort.stdout)![0]);
    expect((await setupRequest(server, '/setup/check', { token: earlier })).status).toBe(403);
    const token = secretOf(link![0]);
    expect((await setupRequest(server, '/setup', owner(token))).status).toBe(200);

    const closed = await runCli(['users', 'setup-link'], { env: store });
    expect(closed.code).toBe(1);
    expect(closed.stderr).toContain('Error: the team already has an account');
  });
});

describe('the first run’s link, its limit and the logs', () => {
  const lines: string[] = [];
  let server: RunningAuthServer;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    server = await startAuthServer(
      'sqlite',
      { LOG_LEVEL: 'debug', RATE_LIMIT_VERIFY_PER_IP: '4' },
      { logStream: stream },
    );
  });
  afterAll(() => server?.close());

  it('is counted per address and never logged', async () => {
    const token = await firstRun(server);
    expect((await setupRequest(server, '/setup/check', { token })).status).toBe(200);
    expect((await setupRequest(server, '/setup/check', { token: 'errado' })).status).toBe(403);
    expect((await setupRequest(server, '/setup', owner(token))).status).toBe(200);
    expect((await setupRequest(server, '/setup/check', { token })).status).toBe(409);
    const over = await setupRequest(server, '/setup/check', { token });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' });

    expect(lines.some((line) => line.includes('/api/v1/setup'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(password);
  });
});
