import { passwordSetupPath } from '../../../../shared/site-paths.ts';
import type { Config } from '../../config.ts';
import { isOnAllowList } from './redirect-allow-list.ts';

/**
 * `redirect_to` is honoured only on SITE_URL's origin or when an entry of
 * ADDITIONAL_REDIRECT_URLS covers it; anything else gets the site's own page for that purpose —
 * never an open redirect (security.md).
 */
export function resolveRedirect(
  requested: string | undefined,
  fallback: string,
  siteUrl: string,
  additionalRedirectUrls: readonly string[],
) {
  if (!requested) return fallback;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  if (target.username || target.password) return fallback;
  if (target.origin === new URL(siteUrl).origin) return target.href;
  return isOnAllowList(target, additionalRedirectUrls) ? target.href : fallback;
}

/** Our e-mail links: the site's page with the token as query parameters (architecture.md). */
export function emailLink(redirectTo: string, token: string, type: string) {
  const link = new URL(redirectTo);
  link.searchParams.set('token_hash', token);
  link.searchParams.set('type', type);
  return link.href;
}

/**
 * The site's own page for a link of this type: recovery and invitation links land on the
 * password-setup screen, others on the home page.
 */
export function linkLandingPath(type: string) {
  return type === 'recovery' || type === 'invite' ? passwordSetupPath : '';
}

/** `requested` when it is allowed, else the site's page at `fallbackPath`. */
export function redirectOnSite(
  config: Pick<Config, 'siteUrl' | 'additionalRedirectUrls'>,
  requested: string | undefined,
  fallbackPath: string,
) {
  return resolveRedirect(
    requested,
    `${config.siteUrl}${fallbackPath}`,
    config.siteUrl,
    config.additionalRedirectUrls,
  );
}
