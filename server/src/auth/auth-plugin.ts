import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonAnswerHeaders } from '../site/security-headers.ts';
import { apiVersion, sendAuthError } from './error-reply.ts';
import { authErrors } from './errors.ts';
import { acceptJsonBodiesOnly } from './json-body-parser.ts';
import { adminLinkRoutes } from './routes/admin-links.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { logoutRoutes } from './routes/logout.ts';
import { metaRoutes } from './routes/meta.ts';
import { recoverRoutes } from './routes/recover.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import type { AuthServices } from './services.ts';

export const authPrefix = '/auth/v1';

/** Routes a browser opens directly, without an API key (auth-api.md, "Keys"). */
const openRoutes = new Set([
  'GET /verify',
  'HEAD /verify',
  'GET /health',
  'GET /.well-known/jwks.json',
]);

const corsHeaders = {
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count',
  'access-control-expose-headers': 'X-Supabase-Api-Version, X-Total-Count, Link',
  'access-control-max-age': '600',
};

async function requireApiKey(services: AuthServices, request: FastifyRequest) {
  const path = request.url.slice(authPrefix.length).split('?')[0];
  if (request.method === 'OPTIONS' || openRoutes.has(`${request.method} ${path}`)) return;
  const key = request.headers.apikey;
  if (typeof key !== 'string' || key === '') throw authErrors.noApiKey();
  if (!(await services.jwt.apiKeyRole(key))) throw authErrors.invalidApiKey();
}

/** The Supabase-Auth-compatible API under /auth/v1 (auth-api.md). */
export async function authApi(app: FastifyInstance, services: AuthServices) {
  const siteOrigin = new URL(services.config.siteUrl).origin;
  acceptJsonBodiesOnly(app);
  app.setErrorHandler((error, request, reply) =>
    sendAuthError(error instanceof Error ? error : new Error(String(error)), request, reply),
  );
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendAuthError(authErrors.notFound(), request, reply);
  app.setNotFoundHandler(notFound);
  // The site's static files claim every GET path and answer the ones they lack with the site's
  // 404; under /auth/v1 these more specific routes answer instead, in the API's own shape.
  app.get('/', notFound);
  app.get('/*', notFound);

  // JSON answers need a few fixed headers, not the site's page policy (helmet runs outside /auth/v1).
  const apiHeaders = {
    ...jsonAnswerHeaders(services.config.siteUrl),
    'x-supabase-api-version': apiVersion,
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(apiHeaders);
    const origin = request.headers.origin;
    if (origin === siteOrigin)
      reply.headers({ 'access-control-allow-origin': origin, vary: 'Origin', ...corsHeaders });
    if (request.method === 'OPTIONS') return reply.code(204).send();
    await requireApiKey(services, request);
  });

  for (const routes of [
    tokenRoutes,
    signupRoutes,
    recoverRoutes,
    verifyRoutes,
    userRoutes,
    logoutRoutes,
    metaRoutes,
  ]) {
    routes(app, services);
  }
  await app.register(async (admin) => adminUserRoutes(admin, services));
  await app.register(async (admin) => adminLinkRoutes(admin, services));
}
