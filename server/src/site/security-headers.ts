import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hstsMaxAgeSeconds } from '../http/json-answer-headers.ts';

export interface SecurityHeaderOptions {
  siteUrl: string;
  /** Extra origins the browser may call (a hosted auth backend on another origin). */
  connectOrigins: string[];
  /** Inline style elements allowed on every page (a static host has one policy for all). */
  styleHashes?: string[];
}

/** `/auth`, where recovery links carry tokens in the URL: never passed on as a referrer. */
export const tokenPageReferrerPolicy = { policy: 'no-referrer' as const };

/**
 * The CSP; a page with inline style or script elements passes their hashes (never
 * `unsafe-inline`).
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  styleHashes: string[] = [],
  scriptHashes: string[] = [],
) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
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

/** The site's CSP and hardening headers (security.md, "Browser side"), on every response. */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const https = options.siteUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(options, options.styleHashes),
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
});
