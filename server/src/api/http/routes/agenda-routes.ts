import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityUpdate,
  bookingInput,
  rescheduleInput,
  slotRangeQuery,
  staffCancellationInput,
} from '../../../../../shared/agenda.ts';
import { requestClient } from '../../../http/request-client.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import { readAvailability, saveAvailability } from '../../domain/agenda/availability.ts';
import {
  bookingsBetween,
  bookSlot,
  cancelBooking,
  listOwnBookings,
  rescheduleBooking,
} from '../../domain/agenda/bookings.ts';
import { freeSlots } from '../../domain/agenda/slots.ts';
import { staffActor, teamActor } from '../actors.ts';
import { callerOf } from '../guards.ts';
import {
  availabilityResponse,
  bookingResponse,
  slotListResponse,
  teamBookingsResponse,
} from '../response-schemas.ts';
import { bookingIdParams, teamBookingsQuery } from '../request-schemas.ts';
import type { ApiGuards } from '../guards.ts';

/** The agenda: the client's slots and bookings, and the team's availability and bookings (docs/portal.md, "Agenda"). */
export async function registerAgendaRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
    schema: { body: availabilityUpdate, response: { 200: availabilityResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => saveAvailability(services, request.body, staffActor(request)),
  });

  api.get('/admin/bookings', {
    schema: { querystring: teamBookingsQuery, response: { 200: teamBookingsResponse } },
    preValidation: [guard.staff],
    handler: async (request) => bookingsBetween(services, request.query),
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

  // The team moves a booking at any time before it starts (not bound by the change window).
  api.post('/admin/bookings/:id/reschedule', {
    schema: { params: bookingIdParams, body: rescheduleInput, response: { 200: bookingResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      rescheduleBooking(
        services,
        undefined,
        request.params.id,
        request.body.start,
        teamActor(request),
      ),
  });
}
