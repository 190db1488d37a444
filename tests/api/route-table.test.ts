import { describe, expect, it } from 'vitest';
import { startAuthServer } from '../support/auth-server.ts';

describe('the route table of both APIs', () => {
  it('declares the schema of every answer and a rate limit on every write', async () => {
    const server = await startAuthServer('sqlite');
    try {
      const routes = server.app.declaredRoutes;
      const under = (prefix: string) => routes.filter((route) => route.url.startsWith(prefix));
      expect(under('/auth/v1/').length).toBeGreaterThan(20);
      expect(under('/api/v1/').length).toBeGreaterThan(20);
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        expect(route.answers, name).not.toEqual([]);
        if (!['GET', 'HEAD'].includes(route.method)) expect(route.limited, name).toBe(true);
      }
    } finally {
      await server.close();
    }
  });
});
