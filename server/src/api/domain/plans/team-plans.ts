import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Plan, planInput, TemplateMilestone } from '../../../../../shared/plans.ts';
import { isUniqueViolation } from '../../../db/constraint-violations.ts';
import type { Database } from '../../../db/schema.ts';
import { auditedActor } from '../../../platform/actor.ts';
import type {
  PlanEvidenceRow,
  PlanMilestoneRow,
  PlanRow,
  PlanStageRow,
} from '../../db/repositories/plans.ts';
import { readAvailability } from '../agenda/availability.ts';
import type { ApiServices } from '../api-services.ts';
import { changeHeldPlan, type PlanAccess } from './plan-change.ts';
import { evidenceChecker, evidenceRows } from './plan-evidence.ts';
import { enqueuePlanFilesRemoval } from './plan-files.ts';
import { readClientPlan, teamMembers } from './plan-reading.ts';
import { PlanRefusal } from './plan-refusal.ts';
import { dayIn } from './plan-stalled.ts';
import { templateJson } from './plan-templates.ts';

type PlanInput = z.output<typeof planInput>;

/** `day` (`YYYY-MM-DD`) plus `weeks` weeks. */
const weeksAfter = (day: string, weeks: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** The client's plan as the team reads it, once it was started. */
async function readStartedPlan(services: ApiServices, access: PlanAccess) {
  return (await readClientPlan(services, services.auth.store.db, access.clientId))!;
}

/**
 * The client's plan, copied from a template: its stages and milestones, each to do and due the
 * template's weeks after today (the team's day); led by the member who started it.
 */
export async function startPlan(
  services: ApiServices,
  access: PlanAccess,
  templateId: string,
): Promise<Plan> {
  const { db } = services.auth.store;
  const started = db.transaction().execute(async (trx) => {
    const row = await services.plans.findTemplate(trx, templateId);
    if (!row) throw new PlanRefusal('template_not_found');
    if (await services.plans.holdPlanOf(trx, access.clientId)) throw new PlanRefusal('plan_exists');
    const template = templateJson(row);
    const now = new Date();
    const at = now.toISOString();
    const startDay = dayIn(now, (await readAvailability(services, trx)).time_zone);
    const plan: PlanRow = {
      id: crypto.randomUUID(),
      client_id: access.clientId,
      template_id: template.id,
      host_id: access.userId,
      title: template.title,
      started_at: at,
      moved_at: at,
    };
    const stages: PlanStageRow[] = [];
    const milestones: PlanMilestoneRow[] = [];
    for (const [position, stage] of template.stages.entries()) {
      const stageRow = { id: crypto.randomUUID(), plan_id: plan.id, position, title: stage.title };
      stages.push(stageRow);
      milestones.push(
        ...stage.milestones.map((milestone: TemplateMilestone, index) => ({
          id: crypto.randomUUID(),
          plan_id: plan.id,
          stage_id: stageRow.id,
          position: index,
          title: milestone.title,
          description: milestone.description,
          actor: milestone.actor,
          due_date:
            milestone.offset_weeks === null ? null : weeksAfter(startDay, milestone.offset_weeks),
          status: 'todo' as const,
          needs_evidence: milestone.needs_evidence ? 1 : 0,
          completed_at: null,
          updated_at: at,
        })),
      );
    }
    await services.plans.insertPlan(trx, plan);
    await services.plans.insertStages(trx, stages);
    await services.plans.insertMilestones(trx, milestones);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_started',
      userId: access.clientId,
      ...auditedActor(access.actor),
      detail: { plan: plan.id, template: template.id, title: plan.title },
    });
  });
  await started.catch((error: unknown) => {
    // Two starts at once: the client's plan is unique, and the second one finds the first.
    throw isUniqueViolation(error) ? new PlanRefusal('plan_exists') : error;
  });
  return readStartedPlan(services, access);
}

/** Refuses an id the plan does not have, or one given twice. */
function assertOwnIds(input: PlanInput, stages: PlanStageRow[], milestones: PlanMilestoneRow[]) {
  const seen = new Set<string>();
  const known = (id: string, rows: { id: string }[], field: string) => {
    if (!rows.some((row) => row.id === id) || seen.has(id)) {
      throw new PlanRefusal('plan_item_unknown', field);
    }
    seen.add(id);
  };
  input.stages.forEach((stage, i) => {
    if (stage.id) known(stage.id, stages, `stages.${i}.id`);
    stage.milestones.forEach((milestone, j) => {
      if (milestone.id) known(milestone.id, milestones, `stages.${i}.milestones.${j}.id`);
    });
  });
}

/** The plan's rows as the input leaves them, evidence checked against the client's own things. */
async function reshapedRows(
  services: ApiServices,
  trx: Transaction<Database>,
  access: PlanAccess,
  input: PlanInput,
  had: { plan: PlanRow; milestones: PlanMilestoneRow[]; evidence: PlanEvidenceRow[]; now: string },
) {
  const { time_zone: timeZone } = await readAvailability(services, trx);
  const checker = evidenceChecker(services, trx, { id: access.clientId, timeZone });
  const stages: PlanStageRow[] = [];
  const milestones: PlanMilestoneRow[] = [];
  const evidence: PlanEvidenceRow[] = [];
  for (const [i, stage] of input.stages.entries()) {
    const stageId = stage.id ?? crypto.randomUUID();
    stages.push({ id: stageId, plan_id: had.plan.id, position: i, title: stage.title });
    for (const [j, milestone] of stage.milestones.entries()) {
      const field = `stages.${i}.milestones.${j}.evidence`;
      const id = milestone.id ?? crypto.randomUUID();
      const before = had.milestones.find((row) => row.id === milestone.id);
      const wanted = await checker.check(milestone.evidence, field);
      const kept = had.evidence.filter((row) => row.milestone_id === milestone.id);
      const rows = evidenceRows(id, kept, wanted, { addedBy: access.userId, now: had.now, field });
      if (milestone.status === 'done' && milestone.needs_evidence && rows.length === 0) {
        throw new PlanRefusal('evidence_required', field);
      }
      const wasDone = before?.status === 'done';
      milestones.push({
        id,
        plan_id: had.plan.id,
        stage_id: stageId,
        position: j,
        title: milestone.title,
        description: milestone.description,
        actor: milestone.actor,
        due_date: milestone.due_date,
        status: milestone.status,
        needs_evidence: milestone.needs_evidence ? 1 : 0,
        completed_at:
          milestone.status !== 'done' ? null : wasDone ? (before.completed_at ?? had.now) : had.now,
        updated_at: had.now,
      });
      evidence.push(...rows);
    }
  }
  return { stages, milestones, evidence };
}

/**
 * The client's plan as the team leaves it (`PUT`): stages and milestones keep their ids, one left
 * out goes, one without an id is added; a milestone done now is dated, one reopened is not.
 */
export async function reshapePlan(services: ApiServices, access: PlanAccess, input: PlanInput) {
  await changeHeldPlan(services, access, async (trx, plan, now) => {
    const [stages, milestones] = await Promise.all([
      services.plans.stagesOf(trx, [plan.id]),
      services.plans.milestonesOf(trx, [plan.id]),
    ]);
    assertOwnIds(input, stages, milestones);
    if (input.host_id && !(await teamMembers(services, trx)).has(input.host_id)) {
      throw new PlanRefusal('host_not_member', 'host_id');
    }
    const evidence = await services.plans.evidenceOf(
      trx,
      milestones.map((row) => row.id),
    );
    const next = await reshapedRows(services, trx, access, input, {
      plan,
      milestones,
      evidence,
      now,
    });
    const isKept = (rows: { id: string }[]) => (row: { id: string }) =>
      rows.some((kept) => kept.id === row.id);
    const isNew = (rows: { id: string }[]) => (row: { id: string }) => !isKept(rows)(row);

    // Stages first, so a milestone may move to a new one; removals last, so none cascades away.
    await services.plans.insertStages(trx, next.stages.filter(isNew(stages)));
    for (const stage of next.stages.filter(isKept(stages))) {
      await services.plans.updateStage(trx, stage.id, stage);
    }
    await services.plans.deleteEvidenceOf(
      trx,
      milestones.map((row) => row.id),
    );
    await services.plans.insertMilestones(trx, next.milestones.filter(isNew(milestones)));
    for (const milestone of next.milestones.filter(isKept(milestones))) {
      await services.plans.updateMilestone(trx, milestone.id, milestone);
    }
    await services.plans.deleteMilestones(
      trx,
      milestones.filter(isNew(next.milestones)).map((row) => row.id),
    );
    await services.plans.deleteStages(
      trx,
      stages.filter(isNew(next.stages)).map((row) => row.id),
    );
    await services.plans.insertEvidence(trx, next.evidence);
    await services.plans.updatePlan(trx, plan.id, {
      title: input.title,
      ...(input.host_id === undefined ? {} : { host_id: input.host_id }),
    });
    return {
      action: 'plan_changed',
      detail: { stages: next.stages.length, milestones: next.milestones.length },
    };
  });
  return readStartedPlan(services, access);
}

/** The team ends the client's plan: its rows go now, its files in a bucket by a job after. */
export async function endPlan(services: ApiServices, access: PlanAccess) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    const plan = await services.plans.holdPlanOf(trx, access.clientId);
    if (!plan) throw new PlanRefusal('plan_not_found');
    await enqueuePlanFilesRemoval(services, trx, access.clientId);
    await services.plans.deletePlan(trx, plan.id);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_ended',
      userId: access.clientId,
      ...auditedActor(access.actor),
      detail: { plan: plan.id, title: plan.title },
    });
  });
}
