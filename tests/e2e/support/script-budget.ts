import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from '../../../server/src/site/build-output.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const readManifest = () =>
  JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/** The files of `roots` and of every chunk they import statically. */
function withStaticImports(manifest: Record<string, ManifestChunk>, roots: string[]) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}

/**
 * The JavaScript only the team's console uses: the chunks of its pages (`src/pages/admin/`) and
 * those they import that no other page or entry does.
 */
export function consoleOnlyScripts(): Set<string> {
  const manifest = readManifest();
  const entries = Object.entries(manifest).filter(
    ([, chunk]) => chunk.isEntry || chunk.isDynamicEntry,
  );
  const isConsole = (chunk: ManifestChunk) => chunk.src?.startsWith('src/pages/admin/') ?? false;
  const consoleFiles = withStaticImports(
    manifest,
    entries.filter(([, chunk]) => isConsole(chunk)).map(([key]) => key),
  );
  const otherFiles = withStaticImports(
    manifest,
    entries.filter(([, chunk]) => !isConsole(chunk)).map(([key]) => key),
  );
  return new Set([...consoleFiles].filter((file) => !otherFiles.has(file)));
}

/**
 * The JavaScript a page loads before any interaction: the scripts and module preloads its HTML
 * names, plus their static imports as recorded in Vite's manifest. Returns gzip bytes per file.
 */
export function initialScriptSizes(html: string): Map<string, number> {
  const manifest = readManifest();
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
