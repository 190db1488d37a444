import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  milestoneCompletion,
  planInput,
  planListQuery,
  planSettingsInput,
  planStart,
  planTemplateInput,
} from '../../../../../shared/plans.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { completeMilestone } from '../../domain/plans/milestone-completion.ts';
import type { PlanAccess } from '../../domain/plans/plan-change.ts';
import {
  linkToPlanFile,
  openPlanFile,
  readablePlanFile,
  readPlanFile,
  uploadPlanFile,
} from '../../domain/plans/plan-files.ts';
import { listPlans, readPlanSettings, savePlanSettings } from '../../domain/plans/plan-list.ts';
import { readClientPlan } from '../../domain/plans/plan-reading.ts';
import type { PlanFileRow } from '../../db/repositories/plans.ts';
import {
  changeTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
} from '../../domain/plans/plan-templates.ts';
import { endPlan, reshapePlan, startPlan } from '../../domain/plans/team-plans.ts';
import { staffActor } from '../actors.ts';
import { apiErrors } from '../api-errors.ts';
import { actsAsTeam, callerOf, type ApiGuards } from '../guards.ts';
import { requestedRange, sendFileHead } from '../material-download.ts';
import {
  assertAnnouncedSize,
  type UploadForm,
  uploadLimits,
  withSpooledForm,
} from '../material-upload.ts';
import { clientPlanAccess, teamPlanAccess } from '../plan-access.ts';
import {
  planFileResponse,
  planListResponse,
  planResponse,
  planSettingsResponse,
  planTemplateListResponse,
  planTemplateResponse,
} from '../plan-responses.ts';
import {
  materialFileQuery,
  milestoneParams,
  planClientParams,
  planFileParams,
  planTemplateParams,
  teamPlanFileParams,
} from '../request-schemas.ts';
import { fileBytes, materialLinkResponse, noContent } from '../response-schemas.ts';

/** A plan's file form: one file in the field "file", nothing else. */
const planFileForm: UploadForm<Record<string, never>> = {
  schema: z.strictObject({}),
  fieldCount: 0,
  fieldSize: 0,
  shapeError: apiErrors.planFileFormShape,
};

const teamPlanPath = '/admin/clients/:id/plan';

/**
 * The legacy plan (docs/portal.md, "The legacy plan"): the client's plan under /plan, every
 * client's for the team under /admin (templates, plans, the list and its "stalled" setting), and
 * the plans' files.
 */
export async function registerPlanRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const { maxBytes } = services.auth.config.materials;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const teamAccess = (request: FastifyRequest) =>
    teamPlanAccess(services, request, (request.params as { id: string }).id);

  /** A file's bytes, whole or the range asked for; none for HEAD. */
  async function sendPlanFile(
    request: FastifyRequest<{ Querystring: { download?: '0' | '1' } }>,
    reply: FastifyReply,
    file: PlanFileRow,
  ) {
    const range = requestedRange(request, Number(file.size));
    const bytes = request.method === 'HEAD' ? undefined : await readPlanFile(services, file, range);
    return sendFileHead(reply, file, range, request.query.download === '1').send(bytes);
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits(maxBytes, planFileForm) });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    const upload = async (request: FastifyRequest, access: PlanAccess) =>
      withSpooledForm(request, maxBytes, planFileForm, async (file) => {
        if (!file) throw apiErrors.fileMissing();
        return uploadPlanFile(services, access, file);
      });

    uploads.post('/plan/files', {
      schema: { response: { 201: planFileResponse } },
      preValidation: [guard.signedIn, async (request) => assertAnnouncedSize(request, maxBytes)],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) =>
        reply.code(201).send(await upload(request, clientPlanAccess(request))),
    });

    uploads.post(`${teamPlanPath}/files`, {
      schema: { params: planClientParams, response: { 201: planFileResponse } },
      preValidation: [guard.staff, async (request) => assertAnnouncedSize(request, maxBytes)],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) =>
        reply.code(201).send(await upload(request, await teamAccess(request))),
    });
  });

  // --- The client ----------------------------------------------------------------------------

  // `null` before the team starts one: a plan not yet started is an answer, not a missing page.
  api.get('/plan', {
    schema: { response: { 200: planResponse.nullable() } },
    preValidation: [guard.signedIn],
    handler: async (request) => {
      const { clientId } = clientPlanAccess(request);
      return readClientPlan(services, services.auth.store.db, clientId);
    },
  });

  api.post('/plan/milestones/:id/complete', {
    schema: { params: milestoneParams, body: milestoneCompletion, response: { 200: planResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      completeMilestone(
        services,
        clientPlanAccess(request),
        request.params.id,
        request.body.evidence,
      ),
  });

  api.post('/plan/files/:id/link', {
    schema: { params: planFileParams, response: { 200: materialLinkResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      linkToPlanFile(services, clientPlanAccess(request), request.params.id),
  });

  api.get('/plan/files/:id', {
    schema: {
      params: planFileParams,
      querystring: materialFileQuery,
      response: { 200: fileBytes, 206: fileBytes },
    },
    preValidation: [guard.planFileReader],
    handler: async (request, reply) => {
      const file = await readablePlanFile(services, request.params.id, {
        userId: callerOf(request).user.id,
        team: actsAsTeam(request),
      });
      return sendPlanFile(request, reply, file);
    },
  });

  // --- The team: templates -------------------------------------------------------------------

  api.get('/admin/plan-templates', {
    schema: { response: { 200: planTemplateListResponse } },
    preValidation: [guard.staff],
    handler: async () => listTemplates(services),
  });

  api.post('/admin/plan-templates', {
    schema: { body: planTemplateInput, response: { 201: planTemplateResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) =>
      reply.code(201).send(await createTemplate(services, request.body, staffActor(request))),
  });

  api.put('/admin/plan-templates/:id', {
    schema: {
      params: planTemplateParams,
      body: planTemplateInput,
      response: { 200: planTemplateResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      changeTemplate(services, request.params.id, request.body, staffActor(request)),
  });

  api.delete('/admin/plan-templates/:id', {
    schema: { params: planTemplateParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await deleteTemplate(services, request.params.id, staffActor(request));
      return reply.code(204).send();
    },
  });

  // --- The team: a client's plan -------------------------------------------------------------

  api.post(teamPlanPath, {
    schema: { params: planClientParams, body: planStart, response: { 201: planResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      const plan = await startPlan(services, await teamAccess(request), request.body.template_id);
      return reply.code(201).send(plan);
    },
  });

  api.get(teamPlanPath, {
    schema: { params: planClientParams, response: { 200: planResponse.nullable() } },
    preValidation: [guard.staff],
    handler: async (request) => {
      const { clientId } = await teamAccess(request);
      return readClientPlan(services, services.auth.store.db, clientId);
    },
  });

  api.put(teamPlanPath, {
    schema: { params: planClientParams, body: planInput, response: { 200: planResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => reshapePlan(services, await teamAccess(request), request.body),
  });

  api.delete(teamPlanPath, {
    schema: { params: planClientParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await endPlan(services, await teamAccess(request));
      return reply.code(204).send();
    },
  });

  api.get(`${teamPlanPath}/files/:fileId`, {
    schema: {
      params: teamPlanFileParams,
      querystring: materialFileQuery,
      response: { 200: fileBytes, 206: fileBytes },
    },
    preValidation: [guard.staff],
    handler: async (request, reply) => {
      const file = await openPlanFile(services, await teamAccess(request), request.params.fileId);
      return sendPlanFile(request, reply, file);
    },
  });

  api.post(`${teamPlanPath}/files/:fileId/link`, {
    schema: { params: teamPlanFileParams, response: { 200: materialLinkResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      linkToPlanFile(services, await teamAccess(request), request.params.fileId),
  });

  // --- The team: every plan, and when one counts as stalled ----------------------------------

  api.get('/admin/plans', {
    schema: { querystring: planListQuery, response: { 200: planListResponse } },
    preValidation: [guard.staff],
    handler: async (request) => {
      const { query, stalled, page, client } = request.query;
      return listPlans(services, { query, stalled, client }, page);
    },
  });

  api.get('/admin/plan-settings', {
    schema: { response: { 200: planSettingsResponse } },
    preValidation: [guard.staff],
    handler: async () => readPlanSettings(services),
  });

  api.put('/admin/plan-settings', {
    schema: { body: planSettingsInput, response: { 200: planSettingsResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => savePlanSettings(services, request.body, staffActor(request)),
  });
}
