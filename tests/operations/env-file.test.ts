import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../support/run-command.ts';

describe('settings in a .env file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legado-env-file-'));
  writeFileSync(path.join(dir, '.env'), `DATA_DIR=${path.join(dir, 'from-file')}\nPORT=8123\n`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are read from the working directory by the operator commands', async () => {
    const result = await runScript('server/src/cli/main.ts', ['users', 'list'], {}, undefined, dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(existsSync(path.join(dir, 'from-file', 'auth.sqlite'))).toBe(true);
  });

  it('give way to the same variable set in the environment', async () => {
    const fromEnvironment = path.join(dir, 'from-environment');
    const result = await runScript(
      'server/src/cli/main.ts',
      ['users', 'list'],
      { DATA_DIR: fromEnvironment },
      undefined,
      dir,
    );
    expect(result.code).toBe(0);
    expect(existsSync(path.join(fromEnvironment, 'auth.sqlite'))).toBe(true);
  });
});
