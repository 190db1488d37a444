import { openSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../../server/src/db/database.ts';
import { createConfirmedUser, startAuthServer } from '../support/auth-server.ts';
import { runCli } from '../support/cli.ts';
import { runScript } from '../support/run-command.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

const folders: string[] = [];
function dataFolder() {
  const folder = makeTempFolder('damaged');
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A store with one account, closed: its users table and indexes on pages of their own. */
async function storeWithAccount() {
  const dataDir = dataFolder();
  const server = await startAuthServer('sqlite', { DATA_DIR: dataDir });
  const account = await createConfirmedUser(server);
  await server.close();
  return { dataDir, account };
}

/** Overwrites the pages that hold the users table and its indexes, as a failing disk would. */
function damageUsersPages(dataDir: string) {
  const file = sqliteFile(dataDir);
  const inspect = new SQLite(file, { readonly: true });
  const pageSize = inspect.pragma('page_size', { simple: true }) as number;
  const pages = inspect
    .prepare<[], { rootpage: number }>(
      "select rootpage from sqlite_master where tbl_name = 'users'",
    )
    .all();
  inspect.close();
  const handle = openSync(file, 'r+');
  for (const { rootpage } of pages) {
    writeSync(handle, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (rootpage - 1) * pageSize);
  }
  closeSync(handle);
}

function expectRestoreAdvice(stderr: string, dataDir: string) {
  expect(stderr).toContain(
    `The database ${sqliteFile(dataDir)} is damaged or is not a SQLite database`,
  );
  expect(stderr).toContain('npm run restore -- /path/to/backup.sqlite');
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('a damaged SQLite store', () => {
  it('that is no database at all stops the server and the CLI with what to do', async () => {
    const dataDir = dataFolder();
    writeFileSync(
      sqliteFile(dataDir),
      'uma planilha salva por engano no lugar do banco\n'.repeat(200),
    );
    const server = await runScript('server/src/main.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    expect(server.code).toBe(1);
    expectRestoreAdvice(server.stderr, dataDir);
    const cli = await runCli(['users', 'list'], { env: { DATA_DIR: dataDir } });
    expect(cli.code).toBe(1);
    expectRestoreAdvice(cli.stderr, dataDir);
  });

  it('with damaged pages is named before the server takes requests', async () => {
    const { dataDir } = await storeWithAccount();
    damageUsersPages(dataDir);
    const server = await runScript('server/src/main.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    expect(server.code).toBe(1);
    expectRestoreAdvice(server.stderr, dataDir);
  });

  it('found damaged while serving answers 503 and is no longer ready', async () => {
    const { dataDir, account } = await storeWithAccount();
    const server = await startAuthServer('sqlite', { DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      damageUsersPages(dataDir);
      const { error } = await server.client().auth.signInWithPassword(account);
      expect(error?.status).toBe(503);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'database damaged' });
    } finally {
      await server.close();
    }
  });
});
