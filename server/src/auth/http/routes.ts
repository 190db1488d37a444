import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../domain/services.ts';
import { createGuards } from './guards.ts';
import { createLimiters } from './limiters.ts';
import { registerSessionRoutes } from './routes/session-routes.ts';
import { registerLinkRoutes } from './routes/link-routes.ts';
import { registerUserRoutes } from './routes/user-routes.ts';
import { registerFactorRoutes } from './routes/factor-routes.ts';
import { registerPasskeyRoutes } from './routes/passkey-routes.ts';
import { registerOperatorRoutes } from './routes/operator-routes.ts';
import { registerServerRoutes } from './routes/server-routes.ts';

/**
 * Every endpoint of /auth/v1 (auth-api.md, "Endpoints"), with what runs before its handler, in
 * this order: the API key (every route not marked `withoutApiKey`), its guard (`preValidation`:
 * who may call it, checked before its input), its schemas, its rate limits (`preHandler`, counted
 * on valid input). Handlers only coordinate: the work is in ../domain. One file per area under
 * routes/, registered here in this order.
 */
export function registerAuthRoutes(app: FastifyInstance, services: AuthServices) {
  const kit = { guard: createGuards(services), limit: createLimiters(services) };
  for (const register of [
    registerSessionRoutes,
    registerLinkRoutes,
    registerUserRoutes,
    registerFactorRoutes,
    registerPasskeyRoutes,
    registerOperatorRoutes,
    registerServerRoutes,
  ]) {
    register(app, services, kit);
  }
}
