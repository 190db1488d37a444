import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generateRecoveryCodes, recoveryCodeSummary } from '../../../auth/domain/recovery-codes.ts';
import { requestClient } from '../../../http/request-client.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { apiErrors } from '../api-errors.ts';
import { callerOf, type ApiGuards } from '../guards.ts';
import { recoveryCodeSetResponse, recoveryCodeSummaryResponse } from '../response-schemas.ts';

/** The second factor's recovery codes (docs/auth-api.md, "Recovery codes"; decision 036). */
export async function registerRecoveryCodeRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/account/recovery-codes', {
    schema: { response: { 200: recoveryCodeSummaryResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => {
      const summary = await recoveryCodeSummary(services.auth, callerOf(request).user.id);
      return { remaining: summary.remaining, created_at: summary.createdAt };
    },
  });

  api.post('/account/recovery-codes', {
    schema: { response: { 200: recoveryCodeSetResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) => {
      // Codes that stand in for the second factor are made only with the second factor.
      if (request.assurance !== 'aal2') throw apiErrors.recoveryCodesNeedSecondFactor();
      const { user } = callerOf(request);
      return { codes: await generateRecoveryCodes(services.auth, user.id, requestClient(request)) };
    },
  });
}
