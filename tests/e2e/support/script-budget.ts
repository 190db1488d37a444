import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from '../../../server/src/site/build-output.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript a page loads before any interaction: the scripts and module preloads its HTML
 * names, plus their static imports as recorded in Vite's manifest. Returns gzip bytes per file.
 */
export function initialScriptSizes(html: string): Map<string, number> {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const named = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const sizes = new Map<string, number>();
  const visit = (file: string) => {
    if (sizes.has(file)) return;
    sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    for (const key of chunkByFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  named.forEach(visit);
  return sizes;
}
