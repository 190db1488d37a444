import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClient } from '../../../http/request-client.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { AuthError } from '../../../auth/domain/errors.ts';
import {
  changeOwnPassword,
  deleteOwnAccount,
  WrongPassword,
} from '../../domain/account-security.ts';
import { exportOwnData, listOwnSessions } from '../../domain/my-data.ts';
import { apiErrors } from '../api-errors.ts';
import { callerOf } from '../guards.ts';
import { passwordMessages } from '../password-messages.ts';
import { accountDeletionBody, passwordChangeBody } from '../request-schemas.ts';
import { exportResponse, noContent, sessionListResponse } from '../response-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The client's account and data: password, sessions, export, deletion (LGPD). */
export async function registerAccountRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/me/password', {
    schema: {
      body: passwordChangeBody(services.auth.config.auth.passwordMinLength),
      response: { 204: noContent },
    },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
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
    schema: { body: accountDeletionBody, response: { 204: noContent } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
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
