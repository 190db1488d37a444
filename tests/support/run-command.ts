import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Absolute, so that a command can also run from another working directory.
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's TypeScript entry points as `npm run` would, with its own env. */
export function runScript(
  script: string,
  args: string[],
  environment: Record<string, string>,
  cwd = repoRoot,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', tsxLoader, path.resolve(repoRoot, script), ...args],
      {
        cwd,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...environment },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}
