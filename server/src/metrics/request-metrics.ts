import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Counts and times every answer by its route's pattern (`/auth/v1/admin/users/:id`), never by
 * the path a client sent, so that the number of series stays bounded.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  // Callback style, not async: this runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestTallies.count(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
