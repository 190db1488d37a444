import { existsSync, readFileSync } from 'node:fs';
import { sitePaths } from '../../../shared/site-paths.ts';

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
export function clientShellFor(route: string, query: URLSearchParams): ShellName | undefined {
  if (route === sitePaths.dashboard) return 'dashboard';
  if (route !== sitePaths.auth) return undefined;
  const emailLink = query.has('token_hash') && ['recovery', 'invite'].includes(query.get('type')!);
  if (emailLink) return 'authNewPassword';
  return query.get('mode') === 'reset' ? 'authReset' : 'auth';
}
