import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery } from '../../../../../shared/audit.ts';
import { clientInvitation, clientListQuery } from '../../../../../shared/clients.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { listAuditEntries } from '../../domain/audit-trail.ts';
import {
  deleteClient,
  inviteClient,
  listClients,
  readClient,
  resendInvitation,
  setClientDisabled,
} from '../../domain/clients/client-accounts.ts';
import { teamActor } from '../actors.ts';
import {
  auditPageResponse,
  clientDetailResponse,
  clientListResponse,
  clientSummaryResponse,
  noContent,
} from '../response-schemas.ts';
import { clientIdParams } from '../request-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The clients as the team runs them, and the audit log (docs/portal.md, "The team's console"). */
export async function registerClientRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/clients', {
    schema: { querystring: clientListQuery, response: { 200: clientListResponse } },
    preValidation: [guard.staff],
    handler: async (request) => listClients(services, request.query),
  });

  api.post('/admin/clients', {
    schema: { body: clientInvitation, response: { 201: clientSummaryResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      const client = await inviteClient(services, request.body, teamActor(request));
      return reply.code(201).send(client);
    },
  });

  api.get('/admin/clients/:id', {
    schema: { params: clientIdParams, response: { 200: clientDetailResponse } },
    preValidation: [guard.staff],
    handler: async (request) => readClient(services, request.params.id),
  });

  api.post('/admin/clients/:id/resend-invite', {
    schema: { params: clientIdParams, response: { 200: clientSummaryResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => resendInvitation(services, request.params.id, teamActor(request)),
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    api.post(`/admin/clients/:id/${action}`, {
      schema: { params: clientIdParams, response: { 200: clientSummaryResponse } },
      preValidation: [guard.staff],
      preHandler: [guard.writeLimit],
      handler: async (request) =>
        setClientDisabled(services, request.params.id, disabled, teamActor(request)),
    });
  }

  api.delete('/admin/clients/:id', {
    schema: { params: clientIdParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await deleteClient(services, request.params.id, teamActor(request));
      return reply.code(204).send();
    },
  });

  api.get('/admin/audit', {
    schema: { querystring: auditQuery, response: { 200: auditPageResponse } },
    preValidation: [guard.staff],
    handler: async (request) => listAuditEntries(services, request.query),
  });
}
