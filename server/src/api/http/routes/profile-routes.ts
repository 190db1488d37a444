import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInput } from '../../../../../shared/profile.ts';
import { requestClient } from '../../../http/request-client.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { readProfile, saveProfile } from '../../domain/profiles.ts';
import { callerOf } from '../guards.ts';
import { profileResponse } from '../response-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The client's own profile (docs/portal.md, "Profile"). */
export async function registerProfileRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
