import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInput } from '../../../../shared/profile.ts';
import { requestClient } from '../../http/request-client.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { readProfile, saveProfile } from '../domain/profiles.ts';
import { callerOf, createApiGuards } from './guards.ts';
import { profileResponse } from './response-schemas.ts';

/**
 * Every endpoint of /api/v1 (docs/portal.md, "The data API"), with its guard (`preValidation`:
 * who may call it, before its input is read), its schemas and its limits (`preHandler`).
 */
export function registerApiRoutes(app: FastifyInstance, services: ApiServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createApiGuards(services);

  // --- The client's own ------------------------------------------------------------------------

  api.get('/profile', {
    schema: { response: { 200: profileResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => readProfile(services, callerOf(request).user.id),
  });

  api.put('/profile', {
    schema: { body: profileInput, response: { 200: profileResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      saveProfile(services, callerOf(request).user.id, request.body, requestClient(request)),
  });
}
