import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A `.dockerignore` line (a name or a `*` glob, from the context's root) as a test on paths. */
function ignoredBy(patterns: string[]) {
  const expressions = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .replace(/^\/+|\/+$/g, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}(/|$)`,
      ),
  );
  return (relative: string) => expressions.some((expression) => expression.test(relative));
}

/**
 * The project as `docker build` sends it (everything but what `.dockerignore` names), copied to
 * `target`: what `COPY . .` copies.
 */
export function copyBuildContext(target: string) {
  const patterns = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const ignored = ignoredBy(patterns);
  for (const entry of readdirSync(repoRoot)) {
    if (ignored(entry)) continue;
    cpSync(path.join(repoRoot, entry), path.join(target, entry), {
      recursive: true,
      filter: (source) => !ignored(path.relative(repoRoot, source)),
    });
  }
}

/** Runs a shell command in `cwd` as a Dockerfile's `RUN` would; rejects with its output on failure. */
export function runShell(command: string, cwd: string, environment: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', command],
      { cwd, env: { ...process.env, ...environment }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${command}: ${error.message}\n${stdout}${stderr}`))
          : resolve(stdout),
    );
  });
}

/**
 * `npm run build` in a copy of the project, with the development packages already installed here
 * (the same lockfile): the site as a build with these `VITE_*` values writes it, in `target/dist`.
 */
export async function buildSiteCopy(target: string, environment: Record<string, string>) {
  copyBuildContext(target);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  await runShell('npm run build', target, environment);
  return path.join(target, 'dist');
}
