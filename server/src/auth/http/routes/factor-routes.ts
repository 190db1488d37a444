import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeFactor, verifyFactor } from '../../domain/factor-verification.ts';
import { enrollTotpFactor, unenrollFactor } from '../../domain/factors.ts';
import type { AuthServices } from '../../domain/services.ts';
import { requestClient } from '../../../http/request-client.ts';
import { signedInOf } from '../guards.ts';
import * as body from '../request-schemas.ts';
import * as answer from '../response-schemas.ts';
import { sessionJson } from '../session-response.ts';
import type { RouteKit } from './route-kit.ts';

/** Second factors (TOTP): enrol, challenge, verify, remove (decision 015). */
export function registerFactorRoutes(
  app: FastifyInstance,
  services: AuthServices,
  { guard, limit }: RouteKit,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
