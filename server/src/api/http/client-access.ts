import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../http/request-client.ts';
import { isStaff } from '../../platform/roles.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { teamActor } from './actors.ts';
import { callerOf } from './guards.ts';

/** A client's own thread or plan: the caller's, refused with `refusal` to the team, which has none. */
export function ownClientAccess(request: FastifyRequest, refusal: () => Error) {
  const { user, session } = callerOf(request);
  if (isStaff(user)) throw refusal();
  return {
    clientId: user.id,
    side: 'client' as const,
    userId: user.id,
    sessionId: session.id,
    actor: requestClient(request),
  };
}

/** A client's thread or plan as the team reaches it: only a client's account has one. */
export async function teamClientAccess(
  services: ApiServices,
  request: FastifyRequest,
  clientId: string,
  refusal: () => Error,
) {
  if (!(await services.clients.isClient(services.auth.store.db, clientId))) throw refusal();
  const { user, session } = callerOf(request);
  return {
    clientId,
    side: 'team' as const,
    userId: user.id,
    sessionId: session.id,
    actor: teamActor(request),
  };
}
