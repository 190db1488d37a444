import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir, hasBuildOutput } from './build-output.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const buildInputs = [
  'web',
  'shared',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/prerender-shells.ts',
];

function newestModification(target: string): number {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(target).map((entry) => newestModification(path.join(target, entry))),
  );
}

function isBuildStale(): boolean {
  if (!hasBuildOutput()) return true;
  if (process.env.NODE_ENV === 'production') return false;
  const builtAt = statSync(`${distDir}/build-info.json`).mtimeMs;
  return buildInputs.some((input) => newestModification(path.join(repoRoot, input)) > builtAt);
}

/** `npm start` works from a fresh clone: build the site when it is missing or older than its sources. */
export async function ensureBuild(): Promise<void> {
  if (!isBuildStale()) return;
  console.log('Building the site (first start or changed sources)…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The site build failed; see the output above.');
}
