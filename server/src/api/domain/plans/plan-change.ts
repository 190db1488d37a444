import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { PlanRow } from '../../db/repositories/plans.ts';
import type { ApiServices } from '../api-services.ts';
import { PlanRefusal } from './plan-refusal.ts';

/** Whose plan a request reaches, from which side, and who is asking. */
export interface PlanAccess {
  clientId: string;
  side: 'client' | 'team';
  userId: string;
  actor: Actor;
}

/** What a change writes to the audit log, beside the plan's id. */
interface AuditedChange {
  action: 'plan_changed' | 'plan_milestone_completed' | 'plan_file_uploaded';
  detail: Record<string, string | number | boolean>;
}

type PlanChange = (
  trx: Transaction<Database>,
  plan: PlanRow,
  now: string,
) => Promise<AuditedChange>;

/**
 * Runs `change` in `trx` on the client's plan, held until it commits (changes take turns), raises
 * the plan's `moved_at` and records the change with its actor.
 */
export async function changePlanIn(
  services: ApiServices,
  trx: Transaction<Database>,
  access: PlanAccess,
  change: PlanChange,
) {
  const plan = await services.plans.holdPlanOf(trx, access.clientId);
  if (!plan) throw new PlanRefusal('plan_not_found');
  const now = new Date().toISOString();
  const { action, detail } = await change(trx, plan, now);
  await services.plans.updatePlan(trx, plan.id, { moved_at: now });
  await services.auth.repositories.auditLog.record(trx, {
    action,
    userId: access.clientId,
    ...auditedActor(access.actor),
    detail: { plan: plan.id, ...detail },
  });
  return plan;
}

/** `changePlanIn` as one transaction of its own: all of it, or nothing. */
export function changeHeldPlan(services: ApiServices, access: PlanAccess, change: PlanChange) {
  return services.auth.store.db
    .transaction()
    .execute((trx) => changePlanIn(services, trx, access, change));
}
