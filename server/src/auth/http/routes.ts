import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccount } from '../domain/accounts.ts';
import { authErrors } from '../domain/errors.ts';
import { challengeFactor, verifyFactor } from '../domain/factor-verification.ts';
import {
  deleteFactorAsOperator,
  enrollTotpFactor,
  factorsOf,
  unenrollFactor,
} from '../domain/factors.ts';
import { inviteAccount } from '../domain/invitations.ts';
import {
  createAccountAsOperator,
  generateLink,
  type OperatorFields,
  updateAccountAsOperator,
} from '../domain/operator-accounts.ts';
import { signOut, updateOwnAccount } from '../domain/own-account.ts';
import { requestRecovery } from '../domain/recovery.ts';
import type { AuthServices } from '../domain/services.ts';
import { refreshSession, signInWithPassword } from '../domain/sign-in.ts';
import { resendConfirmation, signUp } from '../domain/signup.ts';
import { checkOneTimeToken, verifyOneTimeToken } from '../domain/verification.ts';
import { requestClient } from '../../http/request-client.ts';
import { createGuards, signedInOf } from './guards.ts';
import { createLimiters, signInAddress } from './limiters.ts';
import * as body from './request-schemas.ts';
import * as answer from './response-schemas.ts';
import { sessionJson } from './session-response.ts';
import { lookalikeUser } from './signup-lookalike.ts';
import { findUserOr404, userPage } from './admin-user-page.ts';
import { factorJson } from './factor-json.ts';
import { healthJson, settingsJson } from './meta-json.ts';
import { userJson } from './user-json.ts';
import { verifyByRedirect } from './verify-redirect.ts';

/** Routes a browser opens directly, without an API key (auth-api.md, "Keys"). */
export const withoutApiKey = { config: { apiKey: false } } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the routes that need no `apikey` header. */
    apiKey?: boolean;
  }
}

/**
 * Every endpoint of /auth/v1 (auth-api.md, "Endpoints"), with what runs before its handler, in
 * this order: the API key (every route not marked `withoutApiKey`), its guard (`preValidation`:
 * who may call it, checked before its input), its schemas, its rate limits (`preHandler`, counted
 * on valid input). Handlers only coordinate: the work is in ../domain.
 */
export function registerAuthRoutes(app: FastifyInstance, services: AuthServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createGuards(services);
  const limit = createLimiters(services);

  // --- Sessions --------------------------------------------------------------------------------

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

  // --- Accounts and their links ----------------------------------------------------------------

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
        await verifyOneTimeToken(services, request.body, requestClient(request)),
      ),
  });

  // Ours, not Supabase's: the sign-in screen tells a dead link before a password is typed.
  api.post('/verify/check', {
    schema: { body: body.verifyCheckBody, response: { 200: answer.linkCheckResponse } },
    preHandler: [limit.verifyPerIp],
    handler: async (request) => checkOneTimeToken(services, request.body),
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

  // --- The signed-in user ----------------------------------------------------------------------

  api.get('/user', {
    schema: { response: { 200: answer.userResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => {
      const { user } = signedInOf(request);
      return userJson(user, await factorsOf(services, user.id));
    },
  });

  api.put('/user', {
    schema: { body: body.userUpdateBody, response: { 200: answer.userResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.emailRoutesPerIp],
    handler: async (request) =>
      userJson(
        await updateOwnAccount(services, signedInOf(request), request.body, requestClient(request)),
      ),
  });

  // --- Second factors (TOTP) -------------------------------------------------------------------

  api.post('/factors', {
    schema: { body: body.enrollFactorBody, response: { 200: answer.enrolledFactorResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) => {
      const { friendly_name: friendlyName, issuer } = request.body;
      const enrolled = await enrollTotpFactor(
        services,
        signedInOf(request),
        { friendlyName, issuer },
        requestClient(request),
      );
      return {
        id: enrolled.id,
        type: 'totp' as const,
        friendly_name: enrolled.friendlyName,
        totp: { qr_code: enrolled.qrCode, secret: enrolled.secret, uri: enrolled.uri },
      };
    },
  });

  api.post('/factors/:id/challenge', {
    schema: { params: body.factorIdParams, response: { 200: answer.challengeResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.verifyPerIp],
    handler: async (request) => {
      const challenge = await challengeFactor(
        services,
        signedInOf(request),
        request.params.id,
        requestClient(request),
      );
      return { id: challenge.id, type: challenge.type, expires_at: challenge.expiresAt };
    },
  });

  api.post('/factors/:id/verify', {
    schema: {
      params: body.factorIdParams,
      body: body.verifyFactorBody,
      response: { 200: answer.sessionResponse },
    },
    // Wrong codes are limited per factor and per address by the operation itself.
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) => {
      const presented = {
        factorId: request.params.id,
        challengeId: request.body.challenge_id,
        code: request.body.code,
      };
      return sessionJson(
        services,
        await verifyFactor(services, signedInOf(request), presented, requestClient(request)),
      );
    },
  });

  api.delete('/factors/:id', {
    schema: { params: body.factorIdParams, response: { 200: answer.factorIdResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) => {
      const signedIn = signedInOf(request);
      const factor = await unenrollFactor(
        services,
        signedIn,
        request.params.id,
        requestClient(request),
      );
      return { id: factor.id };
    },
  });

  // --- Operator (service-role key) -------------------------------------------------------------

  api.post('/invite', {
    schema: {
      querystring: body.redirectQuery,
      body: body.inviteBody,
      response: { 200: answer.userResponse },
    },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) =>
      userJson(
        await inviteAccount(services, {
          email: request.body.email,
          redirectTo: request.query.redirect_to,
          userMetadata: request.body.data,
          ...requestClient(request),
        }),
      ),
  });

  api.post('/admin/generate_link', {
    schema: { body: body.generateLinkBody, response: { 200: answer.generatedLinkResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const link = await generateLink(services, {
        type: request.body.type,
        email: request.body.email,
        password: request.body.password,
        userMetadata: request.body.data,
        redirectTo: request.body.redirect_to,
        ...requestClient(request),
      });
      return {
        ...userJson(link.user),
        action_link: link.actionLink,
        email_otp: link.code,
        hashed_token: link.token,
        verification_type: request.body.type,
        redirect_to: link.redirectTo,
      };
    },
  });

  api.get('/admin/users', {
    schema: { querystring: body.pageQuery, response: { 200: answer.userListResponse } },
    preValidation: [guard.serviceRole],
    handler: async (request, reply) => {
      const { users, total, links } = await userPage(services, request.query);
      reply.header('x-total-count', String(total)).header('link', links);
      return { users: users.map((user) => userJson(user)), aud: 'authenticated' };
    },
  });

  api.post('/admin/users', {
    schema: { body: body.adminCreateUserBody, response: { 200: answer.userResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) =>
      userJson(
        await createAccountAsOperator(
          services,
          { ...operatorFields(request.body), email: request.body.email },
          requestClient(request),
        ),
      ),
  });

  api.get('/admin/users/:id', {
    schema: { params: body.userIdParams, response: { 200: answer.userResponse } },
    preValidation: [guard.serviceRole],
    handler: async (request) => userJson(await findUserOr404(services, request.params.id)),
  });

  api.put('/admin/users/:id', {
    schema: {
      params: body.userIdParams,
      body: body.adminUpdateUserBody,
      response: { 200: answer.userResponse },
    },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      const fields = operatorFields(request.body);
      return userJson(
        await updateAccountAsOperator(services, user, fields, requestClient(request)),
      );
    },
  });

  api.delete('/admin/users/:id', {
    schema: { params: body.userIdParams, response: { 200: answer.emptyResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      await services.store.db
        .transaction()
        .execute((trx) =>
          deleteAccount(services, trx, { userId: user.id, ...requestClient(request) }),
        );
      return {};
    },
  });

  api.get('/admin/users/:id/factors', {
    schema: { params: body.userIdParams, response: { 200: z.array(answer.factorResponse) } },
    preValidation: [guard.serviceRole],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      return (await factorsOf(services, user.id)).map(factorJson);
    },
  });

  api.delete('/admin/users/:id/factors/:factor_id', {
    schema: { params: body.userFactorParams, response: { 200: answer.factorResponse } },
    preValidation: [guard.serviceRole],
    preHandler: [limit.operatorWritesPerIp],
    handler: async (request) => {
      const user = await findUserOr404(services, request.params.id);
      const factorId = request.params.factor_id;
      return factorJson(
        await deleteFactorAsOperator(services, user, factorId, requestClient(request)),
      );
    },
  });

  // --- About this server (read by apps and tools, not by supabase-js) --------------------------

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

/** The admin API's snake_case fields, as the domain names them. */
function operatorFields(fields: z.infer<typeof body.adminUpdateUserBody>): OperatorFields {
  return {
    email: fields.email,
    password: fields.password,
    passwordHash: fields.password_hash,
    emailConfirm: fields.email_confirm,
    userMetadata: fields.user_metadata,
    appMetadata: fields.app_metadata,
    banDuration: fields.ban_duration,
  };
}
