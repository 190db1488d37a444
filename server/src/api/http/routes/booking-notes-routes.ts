import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendanceInput, bookingNotesInput } from '../../../../../shared/booking-notes.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { markAttendance } from '../../domain/agenda/attendance.ts';
import { saveBookingNotes } from '../../domain/agenda/booking-notes.ts';
import { exportPrivateNotes } from '../../domain/agenda/private-notes-access.ts';
import { staffActor, teamActor } from '../actors.ts';
import type { ApiGuards } from '../guards.ts';
import { bookingIdParams, clientIdParams } from '../request-schemas.ts';
import { privateNotesExportResponse, teamConversationRecordResponse } from '../response-schemas.ts';

/**
 * After the conversation (docs/portal.md): the team marks whether it took place, writes its
 * private notes and the client's recap, and hands a client their private notes on request.
 */
export async function registerBookingNotesRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/admin/bookings/:id/attendance', {
    schema: {
      params: bookingIdParams,
      body: attendanceInput,
      response: { 200: teamConversationRecordResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      markAttendance(
        services,
        { bookingId: request.params.id, status: request.body.status },
        staffActor(request),
      ),
  });

  api.put('/admin/bookings/:id/notes', {
    schema: {
      params: bookingIdParams,
      body: bookingNotesInput,
      response: { 200: teamConversationRecordResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      saveBookingNotes(services, request.params.id, request.body, staffActor(request)),
  });

  api.get('/admin/clients/:id/private-notes', {
    schema: { params: clientIdParams, response: { 200: privateNotesExportResponse } },
    preValidation: [guard.staff],
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="notas-internas-legacy.json"');
      return exportPrivateNotes(services, request.params.id, teamActor(request));
    },
  });
}
