import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../server/src/site/build-output.ts';

describe('the build', () => {
  // The test runner's global setup builds with NODE_ENV=test: the very case this guards against.
  it("bundles React's production build, whoever started it", () => {
    const assets = path.join(distDir, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain(
        'Download the React DevTools',
      );
    }
  });
});
