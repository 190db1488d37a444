import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdRouteRules } from './route-rules.ts';

const limit = async () => {};
const isLimit = (handler: unknown) => handler === limit;
const answers = { response: { 200: { type: 'object' } } };

async function apiWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.decorate('declaredRoutes', []);
  await app.register(async (scope) => {
    holdRouteRules(scope, isLimit);
    register(scope);
  });
  await app.ready();
  return app;
}

describe('the rules every JSON route is registered by', () => {
  it('stop the server when a write has no rate limit', async () => {
    await expect(
      apiWith((app) => app.post('/notes', { schema: answers }, async () => ({}))),
    ).rejects.toThrow('POST /notes writes without a rate limit');
  });

  it('stop the server when a route declares no schema for its answers', async () => {
    await expect(apiWith((app) => app.get('/notes', async () => ({})))).rejects.toThrow(
      'GET /notes declares no schema for its answers',
    );
  });

  it('let a limited write and a read with schemas through, into the table', async () => {
    const app = await apiWith((app) => {
      app.get('/notes', { schema: answers }, async () => ({}));
      app.post('/notes', { schema: answers, preHandler: [limit] }, async () => ({}));
    });
    expect(app.declaredRoutes.map(({ method, limited }) => [method, limited])).toEqual([
      ['GET', false],
      ['HEAD', false],
      ['POST', true],
    ]);
  });
});
