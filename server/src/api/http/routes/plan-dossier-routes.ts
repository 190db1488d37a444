import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiServices } from '../../domain/api-services.ts';
import { planDossier } from '../../domain/plans/dossier/plan-dossier.ts';
import { teamActor } from '../actors.ts';
import { apiErrors } from '../api-errors.ts';
import { callerOf, type ApiGuards } from '../guards.ts';
import { clientIdParams } from '../request-schemas.ts';
import { fileBytes } from '../response-schemas.ts';

/** A file to keep, drawn for this request; like every answer of the API, never cached. */
function sendDossier(reply: FastifyReply, dossier: { bytes: Uint8Array; fileName: string } | null) {
  if (!dossier) throw apiErrors.notFound();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(dossier.fileName))
    .send(Buffer.from(dossier.bytes));
}

/** The plan's dossier (docs/portal.md, "The legacy plan"): the client's own, and any client's for the team. */
export async function registerPlanDossierRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/plan/dossier.pdf', {
    schema: { response: { 200: fileBytes } },
    preValidation: [guard.signedIn],
    preHandler: [guard.dossierLimit],
    handler: async (request, reply) =>
      sendDossier(reply, await planDossier(services, callerOf(request).user.id)),
  });

  api.get('/admin/clients/:id/plan/dossier.pdf', {
    schema: { params: clientIdParams, response: { 200: fileBytes } },
    preValidation: [guard.staff],
    preHandler: [guard.dossierLimit],
    handler: async (request, reply) =>
      sendDossier(reply, await planDossier(services, request.params.id, teamActor(request))),
  });
}
