import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthServices } from '../../domain/services.ts';
import * as answer from '../response-schemas.ts';
import { healthJson, settingsJson } from '../meta-json.ts';
import { withoutApiKey } from './without-api-key.ts';
import type { RouteKit } from './route-kit.ts';

/** About this server: settings, health and keys (read by apps and tools, not by supabase-js). */
export function registerServerRoutes(app: FastifyInstance, services: AuthServices, _kit: RouteKit) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/settings', {
    schema: { response: { 200: answer.settingsResponse } },
    handler: async () => settingsJson(services.config),
  });

  api.get('/health', {
    ...withoutApiKey,
    schema: { response: { 200: answer.healthResponse } },
    handler: async () => healthJson,
  });

  // Only HS256 is used, so there is no public key to publish.
  api.get('/.well-known/jwks.json', {
    ...withoutApiKey,
    schema: { response: { 200: answer.jwksResponse } },
    handler: async () => ({ keys: [] }),
  });
}
