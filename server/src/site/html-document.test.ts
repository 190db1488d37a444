import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, compressBodyOffThread } from './html-document.ts';

// A page's worth of the site's own markup: the shell the build writes for every client route.
const page = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8').repeat(20);

describe('compressBody', () => {
  it('gives the page back whole in each encoding, at either effort, on or off the thread', async () => {
    for (const effort of ['best', 'fast'] as const) {
      for (const body of [compressBody(page, effort), await compressBodyOffThread(page, effort)]) {
        expect(body.identity.toString('utf8')).toBe(page);
        expect(brotliDecompressSync(body.br).toString('utf8')).toBe(page);
        expect(gunzipSync(body.gzip).toString('utf8')).toBe(page);
      }
    }
  });

  it('sends visitors no more bytes at its best than when fast', () => {
    const best = compressBody(page, 'best');
    const fast = compressBody(page, 'fast');
    expect(best.br.length).toBeLessThanOrEqual(fast.br.length);
    expect(best.gzip.length).toBeLessThanOrEqual(fast.gzip.length);
  });
});
