import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors } from '../../domain/errors.ts';
import { signOut } from '../../domain/own-account.ts';
import type { AuthServices } from '../../domain/services.ts';
import { refreshSession, signInWithPassword } from '../../domain/sign-in.ts';
import { requestClient } from '../../../http/request-client.ts';
import { signedInOf } from '../guards.ts';
import { signInAddress } from '../limiters.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { sessionJson } from '../session-response.ts';
import type { RouteKit } from './route-kit.ts';

/** Sessions: password and refresh-token grants, sign-out (auth-api.md, "Endpoints"). */
export function registerSessionRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/token', {
    constraints: { grantType: 'password' },
    schema: {
      querystring: body.grantTypeQuery,
      body: body.passwordGrantBody,
      response: { 200: answer.sessionResponse },
    },
    preHandler: [limit.passwordSignIn],
    handler: async (request) => {
      const address = signInAddress(services, request.body.email);
      const attempt = { address, password: request.body.password };
      return sessionJson(
        services,
        await signInWithPassword(services, attempt, requestClient(request)),
      );
    },
  });

  api.post('/token', {
    constraints: { grantType: 'refresh_token' },
    schema: {
      querystring: body.grantTypeQuery,
      body: body.refreshGrantBody,
      response: { 200: answer.sessionResponse },
    },
    preHandler: [limit.tokenPerIp],
    handler: async (request) =>
      sessionJson(
        services,
        await refreshSession(services, request.body.refresh_token, requestClient(request)),
      ),
  });

  api.post('/token', {
    schema: { querystring: body.grantTypeQuery, hide: true },
    preHandler: [limit.tokenPerIp],
    handler: async () => {
      throw authErrors.unsupportedGrantType();
    },
  });

  api.post('/logout', {
    schema: { querystring: body.logoutQuery, response: { 204: answer.noContent } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request, reply) => {
      await signOut(services, signedInOf(request), request.query.scope, requestClient(request));
      return reply.code(204).send();
    },
  });
}
