import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../server/src/db/migrate.ts';
import { createConfirmedUser, startAuthServer } from '../support/auth-server.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { runCli } from '../support/cli.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

describe('SQLite backup and restore', () => {
  const dataDir = makeTempFolder('backup');
  const backupFile = path.join(makeTempFolder('backup-file'), 'copia.sqlite');
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(backupFile), { recursive: true, force: true });
  });

  it('copies the live database, and the copy brings accounts back after a wipe', async () => {
    const server = await startAuthServer('sqlite', { DATA_DIR: dataDir });
    const kept = await createConfirmedUser(server);
    // Sign-ins keep writing while the backup runs. Each counts against the address's 10 attempts
    // before it is refunded, and the copy may catch them counted: five leave the restored account
    // room to sign in.
    const traffic = Promise.all(
      Array.from({ length: 5 }, () => server.client().auth.signInWithPassword(kept)),
    );
    const backup = await runCli(['backup', backupFile], { env: { DATA_DIR: dataDir } });
    await traffic;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const later = await createConfirmedUser(server);
    await server.close();

    rmSync(path.join(dataDir, 'auth.sqlite'));
    const restore = await runCli(['restore', backupFile], { env: { DATA_DIR: dataDir } });
    expect(restore.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'auth.sqlite-wal'))).toBe(false);

    const restored = await startAuthServer('sqlite', { DATA_DIR: dataDir });
    try {
      expect((await restored.client().auth.signInWithPassword(kept)).error).toBeNull();
      const missing = await restored.client().auth.signInWithPassword(later);
      expect(missing.error?.code).toBe('invalid_credentials');
    } finally {
      await restored.close();
    }
  });

  it('keeps a new data folder, its outbox and backups private to their owner', async () => {
    const fresh = path.join(dataDir, 'novo', 'dados');
    const server = await startAuthServer('sqlite', {
      DATA_DIR: fresh,
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
    });
    try {
      const account = await createConfirmedUser(server);
      await server.client().auth.resetPasswordForEmail(account.email);
      await waitForOutboxMessage(server.outboxDir, { to: account.email });
    } finally {
      await server.close();
    }
    const backupFile = path.join(dataDir, 'privada.sqlite');
    const made = await runCli(['backup', backupFile], { env: { DATA_DIR: dataDir } });
    expect(made.code).toBe(0);
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(fresh)).toBe(0o700);
    expect(mode(path.join(fresh, 'outbox'))).toBe(0o700);
    expect(mode(backupFile)).toBe(0o600);
  });

  it('refuses to restore a file that is not a backup', async () => {
    const bogus = path.join(dataDir, 'nao-e-backup.sqlite');
    const result = await runCli(['restore', bogus], { env: { DATA_DIR: dataDir } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Error: /);
  });

  it('refuses a database that merely has a users table, and leaves the live one alone', async () => {
    const lookalike = path.join(dataDir, 'parecido.sqlite');
    const other = new SQLite(lookalike);
    other.exec('create table users (x)');
    other.close();
    const result = await runCli(['restore', lookalike], { env: { DATA_DIR: dataDir } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is not a backup of this product's database");
    const live = new SQLite(path.join(dataDir, 'auth.sqlite'), { readonly: true });
    try {
      expect(live.prepare('select count(*) as n from kysely_migration').get()).toEqual({
        n: migrationNames.length,
      });
    } finally {
      live.close();
    }
  });
});
