import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };

/** What the running server imports: its sources, less tests and the development server. */
function runtimeSources(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'dev.ts')
    .map((file) => path.join(serverDir, file));
}

function packageOf(specifier: string) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('the production install', () => {
  // The container prunes devDependencies: anything the server imports from there fails at start.
  it('has every package the server imports', () => {
    const imported = new Set<string>();
    for (const file of runtimeSources()) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '([^'.][^']*)'/g)) {
        if (!specifier!.startsWith('node:')) imported.add(packageOf(specifier!));
      }
    }
    const missing = [...imported].filter((name) => !(name in packageJson.dependencies));
    expect(missing).toEqual([]);
  });
});
