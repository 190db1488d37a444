import type { FastifyRequest } from 'fastify';

type RouteLimit = (request: FastifyRequest) => Promise<void>;

const routeLimits = new WeakSet<RouteLimit>();

/** Marks a `preHandler` as a rate limit, so the route table can prove every write has one. */
export function routeLimit(limit: RouteLimit): RouteLimit {
  routeLimits.add(limit);
  return limit;
}

export function isRouteLimit(handler: unknown): boolean {
  return typeof handler === 'function' && routeLimits.has(handler as RouteLimit);
}
