import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInput } from '../../../../shared/profile.ts';
import { requestClient } from '../../http/request-client.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { AuthError } from '../../auth/domain/errors.ts';
import { changeOwnPassword, deleteOwnAccount, WrongPassword } from '../domain/account-security.ts';
import { exportOwnData, listOwnSessions } from '../domain/my-data.ts';
import { readProfile, saveProfile } from '../domain/profiles.ts';
import { apiErrors } from './api-errors.ts';
import { callerOf, createApiGuards } from './guards.ts';
import { passwordMessages } from './password-messages.ts';
import { accountDeletionBody, passwordChangeBody } from './request-schemas.ts';
import { exportResponse, profileResponse, sessionListResponse } from './response-schemas.ts';

/**
 * Every endpoint of /api/v1 (docs/portal.md, "The data API"), with its guard (`preValidation`:
 * who may call it, before its input is read), its schemas and its limits (`preHandler`).
 */
export function registerApiRoutes(app: FastifyInstance, services: ApiServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createApiGuards(services);

  // --- The client's own ------------------------------------------------------------------------

  api.get('/profile', {
    schema: { response: { 200: profileResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => readProfile(services, callerOf(request).user.id),
  });

  api.put('/profile', {
    schema: { body: profileInput, response: { 200: profileResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      saveProfile(services, callerOf(request).user.id, request.body, requestClient(request)),
  });

  // --- The client's account and data (LGPD) ---------------------------------------------------

  api.post('/me/password', {
    schema: { body: passwordChangeBody(services.auth.config.auth.passwordMinLength) },
    preValidation: [guard.signedIn],
    handler: async (request, reply) => {
      const passwords = { current: request.body.current_password, next: request.body.new_password };
      await changeOwnPassword(services, callerOf(request), passwords, requestClient(request)).catch(
        (error: unknown) => {
          throw passwordRefusal(error, { typed: 'current_password', chosen: 'new_password' });
        },
      );
      return reply.code(204).send();
    },
  });

  api.get('/me/sessions', {
    schema: { response: { 200: sessionListResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => listOwnSessions(services, callerOf(request)),
  });

  api.get('/me/export', {
    schema: { response: { 200: exportResponse } },
    preValidation: [guard.signedIn],
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="meus-dados-legacy.json"');
      return exportOwnData(services, callerOf(request));
    },
  });

  api.delete('/me', {
    schema: { body: accountDeletionBody },
    preValidation: [guard.signedIn],
    handler: async (request, reply) => {
      const caller = callerOf(request);
      await deleteOwnAccount(services, caller, request.body.password, requestClient(request)).catch(
        (error: unknown) => {
          throw passwordRefusal(error, { typed: 'password', chosen: 'password' });
        },
      );
      return reply.code(204).send();
    },
  });
}

/** A refused password, as the field the person typed it in. */
function passwordRefusal(error: unknown, fields: { typed: string; chosen: string }) {
  if (error instanceof WrongPassword) return apiErrors.wrongPassword(fields.typed);
  if (error instanceof AuthError && error.code === 'same_password') {
    return apiErrors.samePassword(fields.chosen);
  }
  if (error instanceof AuthError && error.code === 'weak_password') {
    return apiErrors.weakPassword(passwordMessages.common, fields.chosen);
  }
  return error;
}
