import {
  type PlanList,
  planLimits,
  type PlanSettings,
  type PlanSummary,
} from '../../../../../shared/plans.ts';
import type { Actor } from '../../../platform/actor.ts';
import { auditedActor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { planJson } from './plan-json.ts';
import { planRows, teamMembers } from './plan-reading.ts';
import { isLate, isPlanStalled, readStalledDays, teamToday } from './plan-stalled.ts';

/**
 * Which plans the team's list shows: part of a client's address or name; stalled or late only;
 * one client's.
 */
interface PlanListFilter {
  query?: string;
  stalled: boolean;
  client?: string;
}

const needsAttention = (summary: PlanSummary) => summary.stalled || summary.late > 0;

const clientName = (summary: PlanSummary) => summary.client.full_name ?? summary.client.email;

/**
 * A page (1-based) of every client's plan: the stalled and late first, then by the client's name;
 * with `stalled`, only those.
 */
export async function listPlans(
  services: ApiServices,
  filter: PlanListFilter,
  page: number,
): Promise<PlanList> {
  const { db } = services.auth.store;
  const now = new Date();
  const [plans, members, stalledDays, today] = await Promise.all([
    services.plans.plansWithClients(db, filter),
    teamMembers(services, db),
    readStalledDays(services, db),
    teamToday(services, db, now),
  ]);
  const rows = await planRows(
    services,
    db,
    plans.map((plan) => plan.id),
  );
  const summaries = plans.map((row): PlanSummary => {
    const host = members.get(row.host_id ?? '') ?? null;
    const plan = planJson(row, rows, host);
    const milestones = plan.stages.flatMap((stage) => stage.milestones);
    const next = milestones.find((milestone) => milestone.status !== 'done');
    return {
      client: { id: row.client_id, email: row.email, full_name: row.full_name },
      plan: {
        id: plan.id,
        title: plan.title,
        progress: plan.progress,
        updated_at: plan.updated_at,
      },
      host,
      next: next
        ? { id: next.id, title: next.title, due_date: next.due_date, actor: next.actor }
        : null,
      late: milestones.filter((milestone) => isLate(milestone, today)).length,
      stalled: isPlanStalled(plan, now, stalledDays),
    };
  });
  const listed = summaries
    .filter((summary) => !filter.stalled || needsAttention(summary))
    .sort(
      (a, b) =>
        Number(needsAttention(b)) - Number(needsAttention(a)) ||
        clientName(a).localeCompare(clientName(b), 'pt-BR'),
    );
  const start = (page - 1) * planLimits.listPage;
  return {
    plans: listed.slice(start, start + planLimits.listPage),
    total: listed.length,
    stalled_days: stalledDays,
  };
}

export async function readPlanSettings(services: ApiServices): Promise<PlanSettings> {
  return { stalled_days: await readStalledDays(services, services.auth.store.db) };
}

export async function savePlanSettings(
  services: ApiServices,
  settings: PlanSettings,
  actor: Actor & { userId: string },
) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    await services.plans.writeStalledDays(trx, settings.stalled_days, new Date().toISOString());
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_settings_changed',
      ...auditedActor(actor),
      userId: actor.userId,
      detail: { stalled_days: settings.stalled_days },
    });
  });
  return settings;
}
