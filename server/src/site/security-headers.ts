import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  siteUrl: string;
  /** Extra origins the browser may call (a hosted auth backend on another origin). */
  connectOrigins: string[];
}

/** One year: browsers keep to HTTPS that long after a visit. */
const hstsMaxAgeSeconds = 31_536_000;

/** The CSP; a page with inline style elements passes their hashes (never `unsafe-inline`). */
export function contentSecurityPolicy(options: SecurityHeaderOptions, styleHashes: string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...styleHashes],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...options.connectOrigins],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      ...(options.siteUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The fixed headers of a JSON answer (security.md, "API responses"): never rendered, framed,
 * cached or sent on as a referrer. The API sends them on every answer.
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

/** The site's CSP and hardening headers (security.md, "Browser side"), on every response. */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const https = options.siteUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(options),
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
});
