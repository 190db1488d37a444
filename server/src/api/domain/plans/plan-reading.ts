import type { Plan } from '../../../../../shared/plans.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { PlanRow } from '../../db/repositories/plans.ts';
import { nameOf } from '../agenda/hosts.ts';
import type { ApiServices } from '../api-services.ts';
import { planJson } from './plan-json.ts';

/** The members of the team by id, as a plan names its host. */
export async function teamMembers(services: ApiServices, db: Queryable) {
  const rows = await services.hosts.listMembers(db);
  return new Map(rows.map((row) => [row.id, { id: row.id, name: nameOf(row) }]));
}

/** Plans' stages, milestones and evidence, each in order. */
export async function planRows(services: ApiServices, db: Queryable, planIds: string[]) {
  const [stages, milestones] = await Promise.all([
    services.plans.stagesOf(db, planIds),
    services.plans.milestonesOf(db, planIds),
  ]);
  const evidence = await services.plans.evidenceOf(
    db,
    milestones.map((milestone) => milestone.id),
  );
  return { stages, milestones, evidence };
}

/** A plan row as the contract's `Plan`, read through `db`. */
async function readPlan(services: ApiServices, db: Queryable, plan: PlanRow): Promise<Plan> {
  const [rows, members] = await Promise.all([
    planRows(services, db, [plan.id]),
    teamMembers(services, db),
  ]);
  return planJson(plan, rows, members.get(plan.host_id ?? '') ?? null);
}

/**
 * The client's plan (stages and milestones in order, each milestone's evidence in order, the
 * progress of each stage and of the whole), or null when none was started.
 */
export async function readClientPlan(
  services: ApiServices,
  db: Queryable,
  clientId: string,
): Promise<Plan | null> {
  const plan = await services.plans.findPlanOf(db, clientId);
  return plan ? readPlan(services, db, plan) : null;
}
