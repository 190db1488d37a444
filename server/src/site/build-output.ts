import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ClientShellTemplates, readClientShells } from './client-shells.ts';

export const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));

/** Written by scripts/build.ts: the values the prerendered HTML was built with. */
interface BuildInfo {
  siteUrl: string;
  contactUrl: string;
}

export interface BuildOutput {
  dir: string;
  appHtml: string;
  /** `/auth` and `/dashboard`, prerendered. */
  clientShells: ClientShellTemplates;
  info: BuildInfo;
}

export function hasBuildOutput(dir = distDir): boolean {
  return existsSync(`${dir}/build-info.json`);
}

export function readBuildOutput(dir = distDir): BuildOutput {
  if (!hasBuildOutput(dir)) {
    throw new Error(`No built site in ${dir}: run "npm run build" first.`);
  }
  return {
    dir,
    appHtml: readFileSync(`${dir}/index.html`, 'utf8'),
    clientShells: readClientShells(dir),
    info: JSON.parse(readFileSync(`${dir}/build-info.json`, 'utf8')) as BuildInfo,
  };
}
