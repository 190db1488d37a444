import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { jsonAnswerHeaders } from '../../http/json-answer-headers.ts';
import { setUpJsonApi } from '../../http/json-api-scope.ts';
import { holdRouteRules } from '../../http/route-rules.ts';
import { isRouteLimit } from '../../platform/rate-limits/route-limit.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { sendApiError } from './api-error-reply.ts';
import { apiErrors } from './api-errors.ts';
import { registerApiRoutes } from './routes.ts';

/** The data API of the client area and the team's console, registered under /api/v1. */
export async function dataApi(app: FastifyInstance, services: ApiServices) {
  setUpJsonApi(app, {
    badJson: apiErrors.badJson,
    forbiddenKey: apiErrors.forbiddenKey,
    invalid: apiErrors.validation,
    notFound: apiErrors.notFound,
    send: sendApiError,
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('assurance', null);
  app.decorateRequest('teamAccess', null);

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

  holdRouteRules(app, isRouteLimit);
  await registerApiRoutes(app, services);
}
