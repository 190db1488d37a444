import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * Fastify's server options for how long a client may take (deployment.md, "Slow clients"): its
 * headers, its whole request, silence on the connection, and the wait for a next request. A
 * client too slow gets 408 and its connection closed.
 */
export function connectionTimeouts(limits: Config['connections']) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks these timeouts every 30 s by default: a slow client would hold its
      // connection that much longer than allowed.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
    },
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

/** Connections past the cap are closed as they arrive. */
export function capConnections(app: FastifyInstance, limits: Config['connections']) {
  app.server.maxConnections = limits.maxConnections;
}
