import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthError } from '../../../auth/domain/errors.ts';
import { sessionResponse } from '../../../auth/http/response-schemas.ts';
import { sessionJson } from '../../../auth/http/session-response.ts';
import { requestClient } from '../../../http/request-client.ts';
import { enforceRequestLimits, limitRules } from '../../../platform/rate-limits/request-limits.ts';
import { routeLimit } from '../../../platform/rate-limits/route-limit.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { checkSetupLink, createFirstStaffAccount } from '../../domain/first-run/setup-link.ts';
import { apiErrors } from '../api-errors.ts';
import { passwordMessages } from '../password-messages.ts';
import { setupBody, setupCheckBody } from '../request-schemas.ts';
import { setupCheckResponse } from '../response-schemas.ts';

/**
 * The first run (`/admin/primeiro-acesso`, decision 037): no session yet, only the link's secret,
 * so both routes count against one limit per address.
 */
export async function registerSetupRoutes(app: FastifyInstance, services: ApiServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const setupLimit = routeLimit(async (request: FastifyRequest) => {
    const rule = limitRules(services.auth.config).setupPerIp(request.ip);
    await enforceRequestLimits(services.auth, [rule]);
  });

  api.post('/setup/check', {
    schema: { body: setupCheckBody, response: { 200: setupCheckResponse } },
    preHandler: [setupLimit],
    handler: async (request) => {
      await checkSetupLink(services, request.body.token, requestClient(request));
      return { valid: true as const };
    },
  });

  api.post('/setup', {
    schema: {
      body: setupBody(services.auth.config.auth.passwordMinLength),
      response: { 200: sessionResponse },
    },
    preHandler: [setupLimit],
    handler: async (request) => {
      const opened = await createFirstStaffAccount(
        services,
        request.body,
        requestClient(request),
      ).catch((error: unknown) => {
        throw accountRefusal(error);
      });
      return sessionJson(services.auth, opened);
    },
  });
}

/** The address or password refused, as the field the person typed it in. */
function accountRefusal(error: unknown) {
  if (error instanceof AuthError && error.code === 'email_exists') {
    return apiErrors.setupEmailExists();
  }
  if (error instanceof AuthError && error.code === 'weak_password') {
    return apiErrors.weakPassword(passwordMessages.common, 'password');
  }
  return error;
}
