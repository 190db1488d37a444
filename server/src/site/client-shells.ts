import { existsSync, readFileSync } from 'node:fs';
import { sitePaths } from '../../../shared/site-paths.ts';
import {
  type CompressionEffort,
  compressBody,
  inlineScriptHashes,
  inlineStyleHashes,
} from './html-document.ts';

/**
 * The client pages prerendered at build time (scripts/prerender-shells.ts): which file answers a
 * request, by path and by what the query says of the sign-in screen's mode. The browser app takes
 * each over; any other client route gets the empty app shell.
 */
const shellFiles = {
  auth: 'auth.html',
  authReset: 'auth-reset.html',
  authNewPassword: 'auth-new-password.html',
  dashboard: 'dashboard.html',
} as const;

type ShellName = keyof typeof shellFiles;

export type ClientShellTemplates = Partial<Record<ShellName, string>>;

/** The prerendered pages found in `dir` (a build made before them has none). */
export function readClientShells(dir: string): ClientShellTemplates {
  const templates: ClientShellTemplates = {};
  for (const [name, file] of Object.entries(shellFiles) as [ShellName, string][]) {
    if (existsSync(`${dir}/${file}`)) templates[name] = readFileSync(`${dir}/${file}`, 'utf8');
  }
  return templates;
}

/** The shell that matches what the browser will render first at `route` with `query`. */
function clientShellFor(route: string, query: URLSearchParams): ShellName | undefined {
  if (route === sitePaths.dashboard) return 'dashboard';
  if (route !== sitePaths.auth) return undefined;
  const emailLink = query.has('token_hash') && ['recovery', 'invite'].includes(query.get('type')!);
  if (emailLink) return 'authNewPassword';
  return query.get('mode') === 'reset' ? 'authReset' : 'auth';
}

type Body = ReturnType<typeof compressBody>;

/**
 * The prerendered pages as served: configured like the app shell (`prepare`), compressed, and one
 * CSP (`policyFor`) allowing the stylesheet and the script they carry inline.
 */
export function servedClientShells<Policy>(
  templates: ClientShellTemplates,
  prepare: (html: string) => string,
  policyFor: (styleHashes: string[], scriptHashes: string[]) => Policy,
  compression: CompressionEffort,
) {
  const pages = Object.entries(templates).map(([name, html]) => [name, prepare(html)] as const);
  const bodies = Object.fromEntries(
    pages.map(([name, html]) => [name, compressBody(html, compression)]),
  );
  const allPages = pages.map(([, html]) => html).join('');
  const policy = policyFor(inlineStyleHashes(allPages), inlineScriptHashes(allPages));
  return {
    /** The prerendered page for a request of `route` at `url`, if there is one. */
    bodyFor(route: string, url: string): Body | undefined {
      const name = clientShellFor(route, new URLSearchParams(url.split('?')[1]));
      return name && bodies[name];
    },
    /** The helmet options of a route that has prerendered pages. */
    helmetFor(route: string) {
      return clientShellFor(route, new URLSearchParams()) ? { contentSecurityPolicy: policy } : {};
    },
  };
}
