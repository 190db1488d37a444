import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostCalendarInput } from '../../../../../shared/host-calendars.ts';
import type { ApiServices } from '../../domain/api-services.ts';
import {
  connectHostCalendar,
  hostCalendarStatus,
  removeHostCalendar,
} from '../../domain/calendars/host-calendar.ts';
import {
  hostFeedCalendar,
  issueHostFeed,
  revokeHostFeed,
} from '../../domain/calendars/host-feed.ts';
import { teamActor } from '../actors.ts';
import type { ApiGuards } from '../guards.ts';
import { feedTokenParams, hostIdParams } from '../request-schemas.ts';
import {
  calendarText,
  hostCalendarResponse,
  hostFeedResponse,
  noContent,
} from '../response-schemas.ts';

/**
 * The hosts' real calendars (docs/portal.md, "Calendars"): each host's private feed, and the
 * CalDAV calendar they connect, from the team's console; the feed itself is public, behind its
 * secret URL.
 */
export async function registerHostCalendarRoutes(
  app: FastifyInstance,
  services: ApiServices,
  guard: ApiGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/admin/hosts/:id/feed', {
    schema: { params: hostIdParams, response: { 200: hostFeedResponse } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) => issueHostFeed(services, request.params.id, teamActor(request)),
  });

  api.delete('/admin/hosts/:id/feed', {
    schema: { params: hostIdParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await revokeHostFeed(services, request.params.id, teamActor(request));
      return reply.code(204).send();
    },
  });

  api.get('/admin/hosts/:id/calendar', {
    schema: { params: hostIdParams, response: { 200: hostCalendarResponse } },
    preValidation: [guard.staff],
    handler: async (request) => hostCalendarStatus(services, request.params.id),
  });

  api.put('/admin/hosts/:id/calendar', {
    schema: {
      params: hostIdParams,
      body: hostCalendarInput,
      response: { 200: hostCalendarResponse },
    },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request) =>
      connectHostCalendar(services, request.params.id, request.body, teamActor(request)),
  });

  api.delete('/admin/hosts/:id/calendar', {
    schema: { params: hostIdParams, response: { 204: noContent } },
    preValidation: [guard.staff],
    preHandler: [guard.writeLimit],
    handler: async (request, reply) => {
      await removeHostCalendar(services, request.params.id, teamActor(request));
      return reply.code(204).send();
    },
  });

  // No session: calendar apps subscribe to the URL, whose token is the secret.
  api.get('/feeds/hosts/:token.ics', {
    schema: { params: feedTokenParams, response: { 200: calendarText } },
    handler: async (request, reply) => {
      const text = await hostFeedCalendar(services, request.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  });
}
