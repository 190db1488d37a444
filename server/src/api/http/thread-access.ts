import type { FastifyRequest } from 'fastify';
import type { ApiServices } from '../domain/api-services.ts';
import { MessageRefusal } from '../domain/messages/message-refusal.ts';
import { ownClientAccess, teamClientAccess } from './client-access.ts';

/** A client's own thread: the team has none of its own. */
export const clientThreadAccess = (request: FastifyRequest) =>
  ownClientAccess(request, () => new MessageRefusal('thread_not_found'));

/** A client's thread as the team reaches it: only a client's account has one. */
export const teamThreadAccess = (
  services: ApiServices,
  request: FastifyRequest,
  clientId: string,
) => teamClientAccess(services, request, clientId, () => new MessageRefusal('thread_not_found'));
