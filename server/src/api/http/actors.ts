import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../http/request-client.ts';
import { callerOf } from './guards.ts';

/** A member of the team acting on a client's account, for the audit log. */
export const teamActor = (request: FastifyRequest) => ({
  actorId: callerOf(request).user.id,
  ...requestClient(request),
});

/** A member of the team acting on the team's own things (agenda, library): the entry is theirs. */
export const staffActor = (request: FastifyRequest) => ({
  userId: callerOf(request).user.id,
  ...teamActor(request),
});
