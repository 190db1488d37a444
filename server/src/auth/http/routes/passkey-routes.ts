import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from '../../domain/passkey-registration.ts';
import { signInWithPasskey, startPasskeySignIn } from '../../domain/passkey-sign-in.ts';
import { passkeyJson, passkeysOf, removePasskey, renamePasskey } from '../../domain/passkeys.ts';
import type { AuthServices } from '../../domain/services.ts';
import { requestClient } from '../../../http/request-client.ts';
import { signedInOf } from '../guards.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { sessionJson } from '../session-response.ts';
import type { RouteKit } from './route-kit.ts';

/**
 * Passkeys, as supabase-js calls them with `auth.experimental.passkey` (auth-api.md, "Passkeys"):
 * add one from a session, sign in with one, list, name and remove them.
 */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/passkeys/registration/options', {
    schema: { response: { 200: answer.passkeyRegistrationOptionsResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) => startPasskeyRegistration(services, signedInOf(request)),
  });

  api.post('/passkeys/registration/verify', {
    schema: { body: body.passkeyRegistrationBody, response: { 200: answer.passkeyResponse } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) => {
      const { challenge_id: challengeId, credential } = request.body;
      const passkey = await finishPasskeyRegistration(
        services,
        signedInOf(request),
        { challengeId, credential },
        requestClient(request),
      );
      return passkeyJson(passkey);
    },
  });

  api.post('/passkeys/authentication/options', {
    schema: { response: { 200: answer.passkeyAuthenticationOptionsResponse } },
    preHandler: [limit.tokenPerIp],
    handler: async () => startPasskeySignIn(services),
  });

  api.post('/passkeys/authentication/verify', {
    schema: { body: body.passkeyAuthenticationBody, response: { 200: answer.sessionResponse } },
    preHandler: [limit.tokenPerIp],
    handler: async (request) => {
      const { challenge_id: challengeId, credential } = request.body;
      return sessionJson(
        services,
        await signInWithPasskey(services, { challengeId, credential }, requestClient(request)),
      );
    },
  });

  api.get('/passkeys', {
    schema: { response: { 200: answer.passkeyListResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) =>
      (await passkeysOf(services, signedInOf(request).user.id)).map(passkeyJson),
  });

  api.patch('/passkeys/:id', {
    schema: {
      params: body.passkeyIdParams,
      body: body.passkeyUpdateBody,
      response: { 200: answer.passkeyResponse },
    },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request) =>
      passkeyJson(
        await renamePasskey(
          services,
          signedInOf(request),
          request.params.id,
          request.body.friendly_name,
        ),
      ),
  });

  api.delete('/passkeys/:id', {
    schema: { params: body.passkeyIdParams, response: { 204: answer.noContent } },
    preValidation: [guard.signedIn],
    preHandler: [limit.writesPerUser],
    handler: async (request, reply) => {
      await removePasskey(services, signedInOf(request), request.params.id, requestClient(request));
      return reply.code(204).send();
    },
  });
}
