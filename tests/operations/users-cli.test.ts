import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../server/src/mail/outbox.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { runCli } from '../support/cli.ts';
import { createMigratedTestDatabase } from '../support/embedded-postgres.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

const users = (args: string[], env: Record<string, string>) => runCli(['users', ...args], { env });

describe.each(backends)('npm run users and keys on %s', (backend) => {
  let dataDir: string;
  let environment: Record<string, string>;
  /** The same store, served: to check that what the CLI did works for a real client. */
  let server: RunningAuthServer;

  beforeAll(async () => {
    dataDir = makeTempFolder('cli');
    const store = {
      DATA_DIR: dataDir,
      ...(backend === 'postgres' ? { DATABASE_URL: await createMigratedTestDatabase() } : {}),
    };
    environment = { ...store, SITE_URL: 'http://127.0.0.1:9' };
    server = await startAuthServer(backend, store);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string, password: string) {
    return (await server.client().auth.signInWithPassword({ email, password })).error;
  }

  it('prints the anon and service-role keys that the server accepts', async () => {
    const { stdout, code } = await runCli(['keys'], { env: environment });
    expect(code).toBe(0);
    expect(stdout).toBe(`ANON_KEY=${server.anonKey}\nSERVICE_ROLE_KEY=${server.serviceRoleKey}\n`);
  });

  // What the store does not change runs once, on SQLite.
  if (backend === 'sqlite') {
    it('explains itself and refuses unknown commands', async () => {
      const help = await users(['--help'], environment);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('create EMAIL');
      const unknown = await users(['frobnicate'], environment);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('unknown command "frobnicate"');
    });
  }

  it("creates the team's accounts and changes an account's role", async () => {
    const created = await users(
      ['create', 'equipe@example.com', '--password', 'Legado#2025', '--staff'],
      environment,
    );
    expect(created.stdout).toContain('Created equipe@example.com (confirmed, staff)');
    expect((await users(['list'], environment)).stdout).toMatch(/equipe@example\.com.*staff/);

    const demoted = await users(['set-role', 'equipe@example.com', 'client'], environment);
    expect(demoted.stdout).toContain('equipe@example.com is now client.');
    expect((await users(['list'], environment)).stdout).toMatch(/equipe@example\.com.*client/);

    const unknownRole = await users(['set-role', 'equipe@example.com', 'admin'], environment);
    expect(unknownRole.code).toBe(1);
    expect(unknownRole.stderr).toContain('Allowed choices are staff, client');
    const nobody = await users(['set-role', 'ninguem@example.com', 'staff'], environment);
    expect(nobody.stderr).toContain('no account for ninguem@example.com');
  });

  it('creates a confirmed account that can sign in, and refuses bad input clearly', async () => {
    const created = await users(
      ['create', 'Ana@Example.com', '--password', 'Legado#2025'],
      environment,
    );
    expect(created.stdout).toContain('Created ana@example.com');
    expect(await signIn('ana@example.com', 'Legado#2025')).toBeNull();

    const again = await users(
      ['create', 'ana@example.com', '--password', 'Legado#2025'],
      environment,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already been registered');
    const badEmail = await users(
      ['create', 'nao-e-email', '--password', 'Legado#2025'],
      environment,
    );
    expect(badEmail.stderr).toContain('invalid e-mail address');
    const weak = await users(['create', 'b@example.com', '--password', '123'], environment);
    expect(weak.stderr).toContain('at least 6 characters');
    const noTerminal = await users(['create', 'c@example.com'], environment);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('pass --password');
  });

  it('sets a password, disables and enables, lists and deletes', async () => {
    await users(['create', 'bruno@example.com', '--password', 'Primeira-1'], environment);
    const changed = await users(
      ['set-password', 'bruno@example.com', '--password', 'Segunda-2'],
      environment,
    );
    expect(changed.code).toBe(0);
    expect(await signIn('bruno@example.com', 'Segunda-2')).toBeNull();

    await users(['disable', 'bruno@example.com'], environment);
    expect((await signIn('bruno@example.com', 'Segunda-2'))?.code).toBe('user_banned');
    const list = await users(['list'], environment);
    expect(list.stdout).toMatch(/bruno@example\.com\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\d{4}.*disabled/);
    await users(['enable', 'bruno@example.com'], environment);
    expect(await signIn('bruno@example.com', 'Segunda-2')).toBeNull();

    const unconfirmed = await users(['delete', 'bruno@example.com'], environment);
    expect(unconfirmed.stderr).toContain('pass --yes');
    const deleted = await users(['delete', 'bruno@example.com', '--yes'], environment);
    expect(deleted.stdout).toContain('Deleted bruno@example.com');
    expect((await signIn('bruno@example.com', 'Segunda-2'))?.code).toBe('invalid_credentials');
    const missing = await users(['disable', 'bruno@example.com'], environment);
    expect(missing.stderr).toContain('no account for bruno@example.com');
  });

  it('removes the second factors of a client who lost their authenticator', async () => {
    const email = 'carla@example.com';
    const password = 'Legado#2025';
    await users(['create', email, '--password', password], environment);
    const client = server.client();
    await client.auth.signInWithPassword({ email, password });
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(verified.error).toBeNull();

    const reset = await users(['reset-mfa', email], environment);
    expect(reset.stdout).toContain(`Removed 1 second factor(s) of ${email}`);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel(
      (await client.auth.refreshSession()).data.session!.access_token,
    );
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const notice = await latestOutboxMessage(path.join(dataDir, 'outbox'), { to: email });
    expect(notice?.subject).toBe('Verificação em duas etapas removida — Legacy');
    const again = await users(['reset-mfa', email], environment);
    expect(again.stdout).toContain(`${email} has no second factor.`);
  });

  it('invites by e-mail, with a link to the screen for a first password', async () => {
    const invited = await users(['invite', 'convite@example.com'], environment);
    expect(invited.stdout).toContain('Invitation sent to convite@example.com');
    const message = await latestOutboxMessage(path.join(dataDir, 'outbox'), {
      to: 'convite@example.com',
    });
    const link = new URL(message!.link);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('mode')).toBe('reset');
    expect(link.searchParams.get('type')).toBe('invite');
    expect((await users(['list'], environment)).stdout).toMatch(/convite@example\.com.*invited/);
  });

  it('imports users exported from Supabase, whose passwords keep working', async () => {
    const file = path.join(dataDir, 'auth-users.csv');
    // bcrypt of "senha-antiga-1", as Supabase stores it.
    const hash = '$2a$10$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC';
    writeFileSync(
      file,
      [
        'id,email,encrypted_password,email_confirmed_at,raw_user_meta_data,created_at',
        `6f1c2a7e-8f4b-4c4e-9d55-0b1c2d3e4f50,importada@example.com,${hash},2024-03-01 10:00:00+00,"{""nome"":""Importada""}",2024-03-01 09:00:00+00`,
        `,ana@example.com,${hash},2024-03-01 10:00:00+00,{},2024-03-01 09:00:00+00`,
      ].join('\n'),
    );
    const imported = await users(['import', file], environment);
    expect(imported.stdout).toContain('Imported 1 account(s).');
    expect(imported.stdout).toContain('Skipped (already here): ana@example.com');
    expect(await signIn('importada@example.com', 'senha-antiga-1')).toBeNull();

    const json = path.join(dataDir, 'auth-users.json');
    writeFileSync(json, JSON.stringify([{ email: 'ruim', encrypted_password: hash }]));
    const refused = await users(['import', json], environment);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('invalid e-mail "ruim"');
  });

  if (backend === 'sqlite') {
    it('keeps bans it cannot date as bans, and shows odd input escaped', async () => {
      const json = path.join(dataDir, 'banidos.json');
      writeFileSync(
        json,
        JSON.stringify([
          { email: 'banida-sempre@example.com', banned_until: 'infinity' },
          { email: 'banida-longe@example.com', banned_until: '10000-01-01 00:00:00+00' },
        ]),
      );
      expect((await users(['import', json], environment)).stdout).toContain(
        'Imported 2 account(s).',
      );
      const listed = (await users(['list'], environment)).stdout;
      expect(listed).toMatch(/banida-sempre@example\.com.*disabled/);
      expect(listed).toMatch(/banida-longe@example\.com.*disabled/);

      writeFileSync(
        json,
        JSON.stringify([
          { email: 'ok@example.com', banned_until: 'amanhã' },
          { email: 'x\u001b]0;titulo\u0007@example.com' },
        ]),
      );
      const badBan = await users(['import', json], environment);
      expect(badBan.code).toBe(1);
      expect(badBan.stderr).toContain('banned_until "amanhã" is not a date');
      writeFileSync(json, JSON.stringify([{ email: 'x\u001b]0;titulo\u0007@example.com' }]));
      const control = await users(['import', json], environment);
      expect(control.stderr).toContain('invalid e-mail "x\\u001b]0;titulo\\u0007@example.com"');
      expect(control.stderr).not.toContain('\u001b');
      expect((await users(['list'], environment)).stdout).not.toContain('ok@example.com');

      writeFileSync(json, '[{"email":"a@example.com","encrypted_password":"$2a$10$abc"');
      const broken = await users(['import', json], environment);
      expect(broken.stderr).toContain('not valid JSON');
      expect(broken.stderr).not.toContain('$2a$10$abc');
      writeFileSync(json, '[null]');
      expect((await users(['import', json], environment)).stderr).toContain('user 1: not a user');
    });
  }
});
