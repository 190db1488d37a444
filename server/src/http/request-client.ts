import type { FastifyRequest } from 'fastify';

/** Who made a request, for rate limits and the audit log; `request.ip` honours TRUST_PROXY. */
export function requestClient(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
