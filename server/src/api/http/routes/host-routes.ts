import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityInput, hostSettingsInput } from '../../../../../shared/agenda.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  hostAvailability,
  listBookableHosts,
  listTeamHosts,
  resetHostAvailability,
  saveHostAvailability,
  setAcceptsBookings,
} from '../../domain/agenda/host-settings.ts';
import { teamActor } from '../actors.ts';
import type { ApiGuards } from '../guards.ts';
import { hostIdParams } from '../request-schemas.ts';
import {
  availabilityResponse,
  hostListResponse,
  hostSettingsResponse,
  teamHostsResponse,
} from '../response-schemas.ts';

/** The team's members as hosts: the clients' choice, and each one's hours (docs/portal.md, "Hosts"). */
export async function registerHostRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/hosts', {
    schema: { response: { 200: hostListResponse } },
    preValidation: [guard.signedIn],
    handler: async () => listBookableHosts(services),
  });

  // --- The team (role staff) ---------------------------------------------------------------------

  api.get('/admin/hosts', {
    schema: { response: { 200: teamHostsResponse } },
    preValidation: [guard.staff],
    handler: async () => listTeamHosts(services),
  });

  api.put('/admin/hosts/:id', {
    schema: {
      params: hostIdParams,
      body: hostSettingsInput,
      response: { 200: hostSettingsResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      setAcceptsBookings(
        services,
        request.params.id,
        request.body.accepts_bookings,
        teamActor(request),
      ),
  });

  api.get('/admin/hosts/:id/availability', {
    schema: { params: hostIdParams, response: { 200: availabilityResponse } },
    preValidation: [guard.staff],
    handler: async (request) => hostAvailability(services, request.params.id),
  });

  api.put('/admin/hosts/:id/availability', {
    schema: {
      params: hostIdParams,
      body: availabilityInput,
      response: { 200: availabilityResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      saveHostAvailability(services, request.params.id, request.body, teamActor(request)),
  });

  api.delete('/admin/hosts/:id/availability', {
    schema: { params: hostIdParams, response: { 200: availabilityResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      resetHostAvailability(services, request.params.id, teamActor(request)),
  });
}
