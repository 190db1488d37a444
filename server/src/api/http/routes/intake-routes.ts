import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intakeAnswersSchema, intakeQuestionsInput } from '../../../../../shared/intake.ts';
import { requestClient } from '../../../http/request-client.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  clientIntakeForTeam,
  readClientIntake,
  readIntakeForm,
  saveIntakeAnswers,
  saveIntakeForm,
} from '../../domain/intake/intake.ts';
import { staffActor } from '../actors.ts';
import { apiErrors } from '../api-errors.ts';
import { callerOf } from '../guards.ts';
import {
  clientIntakeResponse,
  intakeEntriesResponse,
  intakeFormResponse,
} from '../response-schemas.ts';
import { clientIdParams } from '../request-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The answers' shape depends on the current questions: checked in the handler against them. */
const answersBody = z.unknown();

/** The intake: the team's questions and each client's answers (docs/portal.md, "Intake"). */
export async function registerIntakeRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/intake', {
    schema: { response: { 200: clientIntakeResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => readClientIntake(services, callerOf(request).user.id),
  });

  api.put('/intake', {
    schema: { body: answersBody, response: { 200: clientIntakeResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) => {
      const form = await readIntakeForm(services);
      const checked = intakeAnswersSchema(form.questions).safeParse(request.body ?? {});
      if (!checked.success) {
        const [issue] = checked.error.issues;
        throw apiErrors.validation(issue!.message, issue!.path.join('.') || undefined);
      }
      const { user } = callerOf(request);
      return saveIntakeAnswers(services, user.id, form, checked.data, requestClient(request));
    },
  });

  // --- The team (role staff) ---------------------------------------------------------------------

  api.get('/admin/intake', {
    schema: { response: { 200: intakeFormResponse } },
    preValidation: [guard.staff],
    handler: async () => readIntakeForm(services),
  });

  api.put('/admin/intake', {
    schema: { body: intakeQuestionsInput, response: { 200: intakeFormResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      saveIntakeForm(services, request.body.questions, staffActor(request)),
  });

  api.get('/admin/clients/:id/intake', {
    schema: { params: clientIdParams, response: { 200: intakeEntriesResponse } },
    preValidation: [guard.staff],
    handler: async (request) => clientIntakeForTeam(services, request.params.id),
  });
}
