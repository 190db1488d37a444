import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../support/auth-server.ts';
import { runScript } from '../support/run-command.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

const cli = (args: string[], environment: Record<string, string>, cwd: string) =>
  runScript('server/src/cli/main.ts', args, environment, cwd);

/**
 * The operator's commands as `npm run cli` starts them, a Node process of their own: the other
 * tests run the same program in theirs (support/cli.ts), so these two check what only the binary
 * does, reading its settings from the environment and a `.env` file and exiting with a code.
 */
describe('the operator commands as a process', { timeout: 60_000 }, () => {
  const dir = makeTempFolder('cli-process');
  const fromFile = path.join(dir, 'from-file');
  writeFileSync(path.join(dir, '.env'), `DATA_DIR=${fromFile}\nPORT=8123\n`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read their settings from a .env file in the working directory', async () => {
    const account = { email: 'ana@example.com', password: 'Legado#2025' };
    const result = await cli(
      ['users', 'create', account.email, '--password', account.password],
      {},
      dir,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Created ana@example.com (confirmed). They can sign in at http://localhost:8123/auth\n' +
        'Links use PORT 8123, as the server does: SITE_URL is not set.',
    );
    expect(existsSync(path.join(fromFile, 'auth.sqlite'))).toBe(true);
    const server = await startAuthServer('sqlite', { DATA_DIR: fromFile });
    try {
      expect((await server.client().auth.signInWithPassword(account)).error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("print the keys the server accepts, the environment's settings winning over the file's", async () => {
    const fromEnvironment = path.join(dir, 'from-environment');
    const { stdout, code } = await cli(['keys'], { DATA_DIR: fromEnvironment }, dir);
    expect(code).toBe(0);
    expect(existsSync(path.join(fromEnvironment, 'auth.sqlite'))).toBe(true);
    const lines = stdout.trim().split('\n');
    expect(lines.map((line) => line.split('=')[0])).toEqual(['ANON_KEY', 'SERVICE_ROLE_KEY']);
    const server = await startAuthServer('sqlite', { DATA_DIR: fromEnvironment });
    try {
      expect(`ANON_KEY=${server.anonKey}`).toBe(lines[0]);
      expect(`SERVICE_ROLE_KEY=${server.serviceRoleKey}`).toBe(lines[1]);
    } finally {
      await server.close();
    }
  });
});
