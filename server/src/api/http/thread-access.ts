import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../http/request-client.ts';
import { isStaff } from '../../platform/roles.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { MessageRefusal } from '../domain/messages/message-refusal.ts';
import { teamActor } from './actors.ts';
import { callerOf } from './guards.ts';

/** A client's own thread: the team has none of its own. */
export function clientThreadAccess(request: FastifyRequest) {
  const { user, session } = callerOf(request);
  if (isStaff(user)) throw new MessageRefusal('thread_not_found');
  return {
    clientId: user.id,
    side: 'client' as const,
    userId: user.id,
    sessionId: session.id,
    actor: requestClient(request),
  };
}

/** A client's thread as the team reaches it: only a client's account has one. */
export async function teamThreadAccess(
  services: ApiServices,
  request: FastifyRequest,
  clientId: string,
) {
  if (!(await services.messages.isClient(services.auth.store.db, clientId))) {
    throw new MessageRefusal('thread_not_found');
  }
  const { user, session } = callerOf(request);
  return {
    clientId,
    side: 'team' as const,
    userId: user.id,
    sessionId: session.id,
    actor: teamActor(request),
  };
}
