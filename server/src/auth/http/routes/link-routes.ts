import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestRecovery } from '../../domain/recovery.ts';
import type { AuthServices } from '../../domain/services.ts';
import { resendConfirmation, signUp } from '../../domain/signup.ts';
import {
  checkPresentedLink,
  verifyPresentedToken,
} from '../../domain/sign-in-code-verification.ts';
import { requestSignInCode } from '../../domain/sign-in-codes.ts';
import { requestClient } from '../../../http/request-client.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { sessionJson } from '../session-response.ts';
import { lookalikeUser } from '../signup-lookalike.ts';
import { userJson } from '../user-json.ts';
import { verifyByRedirect } from '../verify-redirect.ts';
import { withoutApiKey } from './without-api-key.ts';
import type { RouteKit } from './route-kit.ts';

/** Accounts and their links: sign-up, recovery, confirmation, codes to sign in, verification. */
export function registerLinkRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/signup', {
    schema: {
      querystring: body.redirectQuery,
      body: body.signupBody,
      response: { 200: answer.userResponse.or(answer.sessionResponse) },
    },
    preValidation: [guard.notAnonymous, guard.signupEnabled],
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) => {
      const result = await signUp(services, {
        email: request.body.email,
        password: request.body.password,
        userMetadata: request.body.data,
        redirectTo: request.query.redirect_to,
        ...requestClient(request),
      });
      if (result.outcome === 'signed_in') return sessionJson(services, result);
      if (result.outcome === 'address_taken') {
        return lookalikeUser(request.body.email, request.body.data);
      }
      return userJson(result.user);
    },
  });

  api.post('/recover', {
    schema: {
      querystring: body.redirectQuery,
      body: body.recoverBody,
      response: { 200: answer.emptyResponse },
    },
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) => {
      await requestRecovery(services, {
        email: request.body.email,
        redirectTo: request.query.redirect_to,
        ...requestClient(request),
      });
      return {};
    },
  });

  // A code and a link to sign in by e-mail (decision 044): the same answer for every address.
  api.post('/otp', {
    schema: {
      querystring: body.redirectQuery,
      body: body.otpBody,
      response: { 200: answer.emptyResponse },
    },
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) => {
      await requestSignInCode(services, {
        email: request.body.email,
        createUser: request.body.create_user,
        redirectTo: request.query.redirect_to,
        ...requestClient(request),
      });
      return {};
    },
  });

  api.post('/resend', {
    schema: {
      querystring: body.redirectQuery,
      body: body.resendBody,
      response: { 200: answer.emptyResponse },
    },
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) => {
      await resendConfirmation(services, {
        ...request.body,
        redirectTo: request.query.redirect_to,
      });
      return {};
    },
  });

  api.post('/verify', {
    schema: { body: body.verifyBody, response: { 200: answer.sessionResponse } },
    preHandler: [limit.verifyPerIp],
    handler: async (request) =>
      sessionJson(
        services,
        await verifyPresentedToken(services, request.body, requestClient(request)),
      ),
  });

  // Ours, not Supabase's: the sign-in screen tells a dead link before a password is typed.
  api.post('/verify/check', {
    schema: { body: body.verifyCheckBody, response: { 200: answer.linkCheckResponse } },
    preHandler: [limit.verifyPerIp],
    handler: async (request) => checkPresentedLink(services, request.body),
  });

  // Supabase's redirect flow, for apps built that way; our own e-mails link to the site instead.
  api.get('/verify', {
    ...withoutApiKey,
    exposeHeadRoute: false,
    schema: { querystring: body.verifyQuery, response: { 303: answer.noContent } },
    preHandler: [limit.verifyPerIp],
    handler: async (request, reply) => {
      const location = await verifyByRedirect(services, request.query, requestClient(request));
      return reply.code(303).header('location', location).send();
    },
  });

  // Mail scanners fetch links before people do: HEAD consumes nothing.
  api.head('/verify', {
    ...withoutApiKey,
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(204).send(),
  });
}
