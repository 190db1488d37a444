/** One year: browsers keep to HTTPS that long after a visit. Pages and API answers share it. */
export const hstsMaxAgeSeconds = 31_536_000;

/**
 * The fixed headers of a JSON answer (security.md, "API responses"): never rendered, framed,
 * cached or sent on as a referrer. The APIs send them on every answer.
 */
export function jsonAnswerHeaders(siteUrl: string) {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(siteUrl.startsWith('https://')
      ? { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}
