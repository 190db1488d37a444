import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

const metricsPath = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time. */
function carriesToken(headers: IncomingHttpHeaders, token: string | undefined) {
  if (token === undefined) return true;
  const given = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

async function scrape(metrics: Metrics) {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * `/metrics` kept off the public site (config.ts, `metrics`): on a port of its own, loopback by
 * default, or on the site's port behind a bearer token. Adds the process's own figures (CPU,
 * memory, event-loop delay, handles) to what the application counts.
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, config: Config['metrics']) {
  collectDefaultMetrics({ register: metrics.registry });
  const { port, host, token } = config;
  if (port === undefined) {
    app.get(metricsPath, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!carriesToken(request.headers, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Unauthorized' });
      }
      const { contentType, body } = await scrape(metrics);
      return reply.type(contentType).send(body);
    });
    return;
  }

  const server = createServer((request, response) => {
    const answer = (status: number, contentType: string, body: string) =>
      response
        .writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' })
        .end(body);
    if (request.method !== 'GET' || request.url?.split('?')[0] !== metricsPath) {
      return answer(404, 'text/plain; charset=utf-8', 'Not found\n');
    }
    if (!carriesToken(request.headers, token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return answer(401, 'text/plain; charset=utf-8', 'Unauthorized\n');
    }
    scrape(metrics).then(
      ({ contentType, body }) => answer(200, contentType, body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        answer(500, 'text/plain; charset=utf-8', 'Scrape failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    app.log.info({ host, port }, `metrics served at http://${host}:${port}${metricsPath}`);
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
