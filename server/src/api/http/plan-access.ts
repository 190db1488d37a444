import type { FastifyRequest } from 'fastify';
import type { ApiServices } from '../domain/api-services.ts';
import { PlanRefusal } from '../domain/plans/plan-refusal.ts';
import { ownClientAccess, teamClientAccess } from './client-access.ts';

/** A client's own plan: the team has none of its own. */
export const clientPlanAccess = (request: FastifyRequest) =>
  ownClientAccess(request, () => new PlanRefusal('plan_not_found'));

/** A client's plan as the team reaches it: only a client's account has one. */
export const teamPlanAccess = (services: ApiServices, request: FastifyRequest, clientId: string) =>
  teamClientAccess(services, request, clientId, () => new PlanRefusal('client_not_found'));
