import type { FastifyInstance } from 'fastify';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;

/**
 * Routes `POST /token` by its `grant_type` query parameter, so that each grant is its own route
 * with its own body schema and limits. A missing, unknown or repeated grant finds the route
 * without the constraint, which refuses it.
 */
export const grantTypeConstraint: ConstraintStrategy = {
  name: 'grantType',
  storage() {
    const handlers = new Map<string, RouteHandler>();
    return {
      get: (value: string) => handlers.get(value) ?? null,
      set: (value: string, handler: RouteHandler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint(request) {
    const url = request.url ?? '';
    // Derived for every request once a route uses it: most never mention a grant.
    if (!url.includes('grant_type')) return undefined;
    const grants = new URLSearchParams(url.slice(url.indexOf('?') + 1)).getAll('grant_type');
    return grants.length === 1 ? grants[0] : undefined;
  },
  mustMatchWhenDerived: false,
};
