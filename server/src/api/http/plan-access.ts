import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../http/request-client.ts';
import { isStaff } from '../../platform/roles.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { PlanRefusal } from '../domain/plans/plan-refusal.ts';
import { teamActor } from './actors.ts';
import { callerOf } from './guards.ts';

/** A client's own plan: the team has none of its own. */
export function clientPlanAccess(request: FastifyRequest) {
  const { user, session } = callerOf(request);
  if (isStaff(user)) throw new PlanRefusal('plan_not_found');
  return {
    clientId: user.id,
    side: 'client' as const,
    userId: user.id,
    sessionId: session.id,
    actor: requestClient(request),
  };
}

/** A client's plan as the team reaches it: only a client's account has one. */
export async function teamPlanAccess(
  services: ApiServices,
  request: FastifyRequest,
  clientId: string,
) {
  if (!(await services.plans.isClient(services.auth.store.db, clientId))) {
    throw new PlanRefusal('client_not_found');
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
