import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the JSON APIs with what it declares (`holdRouteRules`). */
    declaredRoutes: DeclaredRoute[];
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One route of a JSON API as its registration declared it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  /** The statuses whose answer has a schema. */
  answers: string[];
  /** A rate limit runs before the handler. */
  limited: boolean;
}

function declared(route: RouteOptions, isLimit: (handler: unknown) => boolean): DeclaredRoute[] {
  const preHandlers = [route.preHandler ?? []].flat();
  const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
  return [route.method].flat().map((method) => ({
    method,
    url: route.url,
    answers: Object.keys(schema?.response ?? {}),
    limited: preHandlers.some(isLimit),
  }));
}

/**
 * The rules every route of a JSON API follows, held at registration so a route that breaks one
 * stops the server from starting: it declares the schema of its answers, and a write declares a
 * rate limit. Routes hidden from the API's document (its catch-all 404s) are exempt. Each route
 * as declared joins `app.declaredRoutes`, the table the tests walk.
 */
export function holdRouteRules(app: FastifyInstance, isLimit: (handler: unknown) => boolean) {
  app.addHook('onRoute', (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    for (const entry of declared(route, isLimit)) {
      if (entry.answers.length === 0) {
        throw new Error(`${entry.method} ${entry.url} declares no schema for its answers`);
      }
      if (!reads.has(entry.method) && !entry.limited) {
        throw new Error(`${entry.method} ${entry.url} writes without a rate limit`);
      }
      app.declaredRoutes.push(entry);
    }
  });
}
