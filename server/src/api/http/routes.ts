import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../domain/api-services.ts';
import { createApiGuards } from './guards.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerAgendaRoutes } from './routes/agenda-routes.ts';
import { registerBookingNotesRoutes } from './routes/booking-notes-routes.ts';
import { registerHostRoutes } from './routes/host-routes.ts';
import { registerClientRoutes } from './routes/client-routes.ts';
import { registerGoLiveRoutes } from './routes/go-live-routes.ts';
import { registerIntakeRoutes } from './routes/intake-routes.ts';
import { registerHostCalendarRoutes } from './routes/host-calendar-routes.ts';
import { registerMaterialRoutes } from './routes/material-routes.ts';
import { registerMessageRoutes } from './routes/message-routes.ts';
import { registerPlanRoutes } from './routes/plan-routes.ts';
import { registerProfileRoutes } from './routes/profile-routes.ts';
import { registerRecoveryCodeRoutes } from './routes/recovery-code-routes.ts';
import { registerSetupRoutes } from './routes/setup-routes.ts';
import { registerSiteContentRoutes } from './routes/site-content-routes.ts';

/**
 * Every endpoint of /api/v1 (docs/portal.md, "The data API"), one file per area under routes/.
 * Each route declares its guard (`preValidation`: who may call it, before its input is read), its
 * schemas, answers included, and, for a write, its rate limit (`preHandler`); the server does not
 * start when a route lacks one (http/route-rules.ts).
 */
export async function registerApiRoutes(app: FastifyInstance, services: ApiServices) {
  const guard = createApiGuards(services);
  for (const register of [
    registerProfileRoutes,
    registerAgendaRoutes,
    registerBookingNotesRoutes,
    registerHostRoutes,
    registerMaterialRoutes,
    registerClientRoutes,
    registerAccountRoutes,
    registerRecoveryCodeRoutes,
    registerSiteContentRoutes,
    registerGoLiveRoutes,
    registerSetupRoutes,
    registerIntakeRoutes,
    registerHostCalendarRoutes,
    registerMessageRoutes,
    registerPlanRoutes,
  ]) {
    await register(app, services, guard);
  }
}
