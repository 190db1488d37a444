import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { jsonAnswerHeaders } from '../../http/json-answer-headers.ts';
import { setUpJsonApi } from '../../http/json-api-scope.ts';
import { holdRouteRules } from '../../http/route-rules.ts';
import { isRouteLimit } from '../../platform/rate-limits/route-limit.ts';
import { authErrors } from '../domain/errors.ts';
import type { AuthServices } from '../domain/services.ts';
import { apiVersion, sendAuthError } from './error-reply.ts';
import { grantTypeConstraint } from './grant-type-constraint.ts';
import { createGuards } from './guards.ts';
import { registerAuthRoutes } from './routes.ts';
import { withoutApiKey } from './routes/without-api-key.ts';

/** The Supabase-Auth-compatible API, registered under /auth/v1 (auth-api.md). */
export async function authApi(app: FastifyInstance, services: AuthServices) {
  setUpJsonApi(app, {
    badJson: authErrors.badJson,
    forbiddenKey: (key: string) => authErrors.validation(`Forbidden key in body: ${key}`),
    invalid: authErrors.validation,
    notAnObject: 'Request body must be a JSON object',
    notFound: authErrors.notFound,
    send: sendAuthError,
  });
  if (!app.hasConstraintStrategy(grantTypeConstraint.name)) {
    app.addConstraintStrategy(grantTypeConstraint);
  }
  app.decorateRequest('signedIn', null);

  // JSON answers need a few fixed headers, not the site's page policy (helmet runs outside).
  const apiHeaders = {
    ...jsonAnswerHeaders(services.config.siteUrl),
    'x-supabase-api-version': apiVersion,
  };
  const guard = createGuards(services);
  // Callback style, not async: this runs on every request, and a promise per hook shows.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiHeaders);
    try {
      if (request.method !== 'OPTIONS' && request.routeOptions.config.apiKey !== false) {
        guard.apiKey(request);
      }
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // CORS matters only when the site and the API are on different origins: the site's origin is
  // the one allowed. A request from no other origin costs nothing more than this comparison.
  const siteOrigin = new URL(services.config.siteUrl).origin;
  await app.register(cors, {
    origin: (origin, allow) => allow(null, origin === siteOrigin),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
      'x-retry-count',
    ],
    exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link'],
    maxAge: 600,
    strictPreflight: false,
  });
  // Any other OPTIONS request (another origin's preflight) is answered empty, without CORS headers.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS') return reply.code(204).send();
    done();
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Legacy auth API',
        description: 'Supabase-Auth-compatible: the official supabase-js client works against it.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      // The grants of POST /token are separate routes: name each by its query.
      const grantType = document.route.constraints?.grantType as string | undefined;
      return grantType
        ? { ...transformed, url: `${document.url}?grant_type=${grantType}` }
        : transformed;
    },
  });
  app.get('/openapi.json', { ...withoutApiKey, schema: { hide: true } }, async () => app.swagger());

  holdRouteRules(app, isRouteLimit);
  registerAuthRoutes(app, services);
}
