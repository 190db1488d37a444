import type { ApiServices } from '../api-services.ts';
import { planFileJson } from './plan-files.ts';
import { readClientPlan } from './plan-reading.ts';

/**
 * The client's plan for their data export: stages, milestones, evidence with its titles, and the
 * plan's files named (each opens from the plan); null when none was started.
 */
export async function exportPlan(services: ApiServices, clientId: string) {
  const { db } = services.auth.store;
  const plan = await readClientPlan(services, db, clientId);
  if (!plan) return null;
  const files = await services.plans.filesOfPlan(db, plan.id);
  return { ...plan, files: files.map(planFileJson) };
}
