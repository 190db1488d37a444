import { type Milestone, type Plan, planLimits } from '../../../../../shared/plans.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { readAvailability } from '../agenda/availability.ts';

/** Not done, and its due day (`YYYY-MM-DD`) is before `today` (the team's day). */
export const isLate = (milestone: Pick<Milestone, 'status' | 'due_date'>, today: string) =>
  milestone.status !== 'done' && milestone.due_date !== null && milestone.due_date < today;

const milestonesOf = (plan: Pick<Plan, 'stages'>) =>
  plan.stages.flatMap((stage) => stage.milestones);

const isFinished = (plan: Pick<Plan, 'stages'>) =>
  milestonesOf(plan).every((milestone) => milestone.status === 'done');

/** Not finished, and nothing in it moved (`updated_at`) for `stalledDays` days before `now`. */
export function isPlanStalled(
  plan: Pick<Plan, 'stages' | 'updated_at'>,
  now: Date,
  stalledDays: number,
) {
  const since = new Date(now.getTime() - stalledDays * 86_400_000).toISOString();
  return !isFinished(plan) && plan.updated_at < since;
}

/**
 * A stalled plan's milestones to chase (the weekly digest's lines), in the plan's order: its open
 * ones that are late or in progress, and the first open one. None when the plan is not stalled.
 */
export function stalledMilestones(
  plan: Pick<Plan, 'stages' | 'updated_at'>,
  now: Date,
  stalledDays: number,
  today: string,
): Milestone[] {
  if (!isPlanStalled(plan, now, stalledDays)) return [];
  const open = milestonesOf(plan).filter((milestone) => milestone.status !== 'done');
  return open.filter(
    (milestone, index) => index === 0 || milestone.status === 'doing' || isLate(milestone, today),
  );
}

/** The team's "nothing moved in N days" (`plan_settings`), 14 until it is set. */
export async function readStalledDays(services: ApiServices, db: Queryable) {
  return (await services.plans.readStalledDays(db)) ?? planLimits.stalledDays.default;
}

/** `now`'s calendar day (`YYYY-MM-DD`) in `timeZone`. */
export const dayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** Today as the team counts days: in the time zone of its agenda. */
export async function teamToday(services: ApiServices, db: Queryable, now = new Date()) {
  return dayIn(now, (await readAvailability(services, db)).time_zone);
}
