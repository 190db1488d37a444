import type { Milestone, Plan } from '../../../../../../shared/plans.ts';
import type { Queryable } from '../../../../platform/queryable.ts';
import type { ApiServices } from '../../api-services.ts';
import { planJson } from '../plan-json.ts';
import { planRows } from '../plan-reading.ts';
import { readStalledDays, stalledMilestones, teamToday } from '../plan-stalled.ts';

/** A stalled plan that someone leads, with the milestones the weekly digest chases. */
export interface StalledPlan {
  hostId: string;
  clientId: string;
  /** The client's name, else their address. */
  client: string;
  plan: Plan;
  milestones: Milestone[];
  /** The team's day the plan was read on, `YYYY-MM-DD`: a milestone due before it is late. */
  today: string;
}

/** Every stalled plan that has a host, as the plans stand at `now` (docs/portal.md). */
export async function stalledPlans(
  services: ApiServices,
  db: Queryable,
  now: Date,
): Promise<StalledPlan[]> {
  const rows = (await services.plans.plansWithClients(db, {})).filter(
    (row) => row.host_id !== null,
  );
  if (rows.length === 0) return [];
  const [planData, stalledDays, today] = await Promise.all([
    planRows(
      services,
      db,
      rows.map((row) => row.id),
    ),
    readStalledDays(services, db),
    teamToday(services, db, now),
  ]);
  return rows.flatMap((row) => {
    const plan = planJson(row, planData, null);
    const milestones = stalledMilestones(plan, now, stalledDays, today);
    if (milestones.length === 0) return [];
    const client = row.full_name?.trim() || row.email;
    return [{ hostId: row.host_id!, clientId: row.client_id, client, plan, milestones, today }];
  });
}
