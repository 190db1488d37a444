import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityInput,
  bookingInput,
  rescheduleInput,
  slotRangeQuery,
  staffCancellationInput,
} from '../../../../shared/agenda.ts';
import { auditQuery } from '../../../../shared/audit.ts';
import { clientInvitation, clientListQuery } from '../../../../shared/clients.ts';
import { materialChanges } from '../../../../shared/materials.ts';
import { profileInput } from '../../../../shared/profile.ts';
import { requestClient } from '../../http/request-client.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { AuthError } from '../../auth/domain/errors.ts';
import { changeOwnPassword, deleteOwnAccount, WrongPassword } from '../domain/account-security.ts';
import { readAvailability, saveAvailability } from '../domain/agenda/availability.ts';
import {
  bookingsBetween,
  bookSlot,
  cancelBooking,
  listOwnBookings,
  rescheduleBooking,
} from '../domain/agenda/bookings.ts';
import { freeSlots } from '../domain/agenda/slots.ts';
import { listAuditEntries } from '../domain/audit-trail.ts';
import {
  deleteClient,
  inviteClient,
  listClients,
  readClient,
  resendInvitation,
  setClientDisabled,
} from '../domain/clients/client-accounts.ts';
import {
  changeMaterial,
  deleteMaterial,
  linkToMaterial,
  listPublishedMaterials,
  listTeamMaterials,
  readableMaterial,
  readMaterialFile,
  uploadMaterial,
} from '../domain/materials/materials.ts';
import { exportOwnData, listOwnSessions } from '../domain/my-data.ts';
import { readProfile, saveProfile } from '../domain/profiles.ts';
import { apiErrors } from './api-errors.ts';
import { staffActor, teamActor } from './actors.ts';
import { actsAsTeam, callerOf, createApiGuards } from './guards.ts';
import { registerSiteContentRoutes } from './site-content-routes.ts';
import { requestedRange, sendFileHead } from './material-download.ts';
import { assertAnnouncedSize, uploadLimits, withSpooledUpload } from './material-upload.ts';
import { passwordMessages } from './password-messages.ts';
import { accountDeletionBody, passwordChangeBody } from './request-schemas.ts';
import {
  auditPageResponse,
  availabilityResponse,
  bookingResponse,
  clientDetailResponse,
  clientListResponse,
  clientSummaryResponse,
  exportResponse,
  fileBytes,
  materialLinkResponse,
  materialListResponse,
  noContent,
  profileResponse,
  sessionListResponse,
  slotListResponse,
  teamBookingsResponse,
  teamMaterialResponse,
} from './response-schemas.ts';
import {
  bookingIdParams,
  clientIdParams,
  materialFileQuery,
  materialIdParams,
  teamBookingsQuery,
} from './request-schemas.ts';

/**
 * Every endpoint of /api/v1 (docs/portal.md, "The data API"), with its guard (`preValidation`:
 * who may call it, before its input is read), its schemas and its limits (`preHandler`).
 */
export async function registerApiRoutes(app: FastifyInstance, services: ApiServices) {
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

  // --- The agenda -------------------------------------------------------------------------------

  api.get('/slots', {
    schema: { querystring: slotRangeQuery, response: { 200: slotListResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => freeSlots(services, request.query),
  });

  api.get('/bookings', {
    schema: { response: { 200: z.array(bookingResponse) } },
    preValidation: [guard.signedIn],
    handler: async (request) => listOwnBookings(services, callerOf(request).user.id),
  });

  api.post('/bookings', {
    schema: { body: bookingInput, response: { 201: bookingResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      const { user } = callerOf(request);
      const booking = await bookSlot(services, user.id, request.body, requestClient(request));
      return reply.code(201).send(booking);
    },
  });

  api.post('/bookings/:id/reschedule', {
    schema: { params: bookingIdParams, body: rescheduleInput, response: { 200: bookingResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      rescheduleBooking(
        services,
        callerOf(request).user.id,
        request.params.id,
        request.body.start,
        requestClient(request),
      ),
  });

  api.post('/bookings/:id/cancel', {
    schema: { params: bookingIdParams, response: { 200: bookingResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) => {
      const { user } = callerOf(request);
      return cancelBooking(services, {
        id: request.params.id,
        byUserId: user.id,
        actorId: user.id,
        reason: null,
        ...requestClient(request),
      });
    },
  });

  // --- The team (role staff) ---------------------------------------------------------------------

  api.get('/admin/availability', {
    schema: { response: { 200: availabilityResponse } },
    preValidation: [guard.staff],
    handler: async () => readAvailability(services),
  });

  api.put('/admin/availability', {
    schema: { body: availabilityInput, response: { 200: availabilityResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => saveAvailability(services, request.body, staffActor(request)),
  });

  api.get('/admin/bookings', {
    schema: { querystring: teamBookingsQuery, response: { 200: teamBookingsResponse } },
    preValidation: [guard.staff],
    handler: async (request) => bookingsBetween(services, request.query.from, request.query.to),
  });

  api.post('/admin/bookings/:id/cancel', {
    schema: {
      params: bookingIdParams,
      body: staffCancellationInput,
      response: { 200: bookingResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      cancelBooking(services, {
        id: request.params.id,
        actorId: callerOf(request).user.id,
        reason: request.body.reason,
        ...requestClient(request),
      }),
  });

  // --- The materials ----------------------------------------------------------------------------

  api.get('/materials', {
    schema: { response: { 200: materialListResponse } },
    preValidation: [guard.signedIn],
    handler: async (request) => listPublishedMaterials(services, callerOf(request).user.id),
  });

  api.post('/materials/:id/link', {
    schema: { params: materialIdParams, response: { 200: materialLinkResponse } },
    preValidation: [guard.signedIn],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      linkToMaterial(services, callerOf(request), request.params.id, {
        drafts: actsAsTeam(request),
      }),
  });

  api.get('/materials/:id/file', {
    schema: {
      params: materialIdParams,
      querystring: materialFileQuery,
      response: { 200: fileBytes, 206: fileBytes },
    },
    preValidation: [guard.materialReader],
    handler: async (request, reply) => {
      const material = await readableMaterial(services, request.params.id, {
        drafts: actsAsTeam(request),
      });
      const range = requestedRange(request, Number(material.size));
      const bytes =
        request.method === 'HEAD' ? undefined : await readMaterialFile(services, material, range);
      return sendFileHead(reply, material, range, request.query.download === '1').send(bytes);
    },
  });

  api.get('/admin/materials', {
    schema: { response: { 200: z.array(teamMaterialResponse) } },
    preValidation: [guard.staff],
    handler: async () => listTeamMaterials(services),
  });

  const { maxBytes } = services.auth.config.materials;
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: uploadLimits(maxBytes) });
    uploads.withTypeProvider<ZodTypeProvider>().post('/admin/materials', {
      schema: { consumes: ['multipart/form-data'], response: { 201: teamMaterialResponse } },
      preValidation: [guard.staff, async (request) => assertAnnouncedSize(request, maxBytes)],
      preHandler: [guard.writeLimit],
      handler: async (request, reply) => {
        const material = await withSpooledUpload(request, maxBytes, (upload) =>
          uploadMaterial(services, upload, staffActor(request)),
        );
        return reply.code(201).send(material);
      },
    });
  });

  api.patch('/admin/materials/:id', {
    schema: {
      params: materialIdParams,
      body: materialChanges,
      response: { 200: teamMaterialResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      changeMaterial(services, request.params.id, request.body, staffActor(request)),
  });

  api.delete('/admin/materials/:id', {
    schema: { params: materialIdParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await deleteMaterial(services, request.params.id, staffActor(request));
      return reply.code(204).send();
    },
  });

  // --- The clients, as the team runs them ------------------------------------------------------

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

  // --- The client's account and data (LGPD) ---------------------------------------------------

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

  await registerSiteContentRoutes(app, services, guard);
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
