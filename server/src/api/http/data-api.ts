import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { jsonAnswerHeaders } from '../../http/json-answer-headers.ts';
import { acceptJsonBodiesOnly } from '../../http/json-body-parser.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../http/zod-schema-compilers.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { sendApiError } from './api-error-reply.ts';
import { apiErrors } from './api-errors.ts';
import { registerApiRoutes } from './routes.ts';

/** The data API of the client area and the team's console, registered under /api/v1. */
export async function dataApi(app: FastifyInstance, services: ApiServices) {
  acceptJsonBodiesOnly(app, { badJson: apiErrors.badJson, forbiddenKey: apiErrors.forbiddenKey });
  app.setValidatorCompiler(zodValidatorCompiler(apiErrors.validation));
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler((error, request, reply) =>
    sendApiError(error instanceof Error ? error : new Error(String(error)), request, reply),
  );
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendApiError(apiErrors.notFound(), request, reply);
  app.setNotFoundHandler(notFound);
  // Under /api/v1 these answer instead of the site's 404 page, in the API's own shape.
  app.get('/', { schema: { hide: true } }, notFound);
  app.get('/*', { schema: { hide: true } }, notFound);
  app.decorateRequest('caller', null);

  const headers = jsonAnswerHeaders(services.auth.config.siteUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Legacy data API',
        description:
          'The client area and the team console: `Authorization: Bearer <access token>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerApiRoutes(app, services);
}
