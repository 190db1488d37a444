import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiServices } from '../../domain/api-services.ts';
import { goLiveChecklist } from '../../domain/go-live/go-live.ts';
import type { ApiGuards } from '../guards.ts';
import { goLiveResponse } from '../response-schemas.ts';

/** The owner's checklist before the site goes to clients (docs/portal.md, "Go-live checklist"). */
export async function registerGoLiveRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/go-live', {
    schema: { response: { 200: goLiveResponse } },
    preValidation: [guard.staff],
    handler: async () => goLiveChecklist(services),
  });
}
