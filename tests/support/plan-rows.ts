import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import type { EvidenceKind, MilestoneStatus, PlanActor } from '../../shared/plans.ts';

interface MilestoneRows {
  title: string;
  status?: MilestoneStatus;
  actor?: PlanActor;
  due_date?: string | null;
  description?: string;
  evidence?: { kind: EvidenceKind; ref_id?: string; title: string }[];
}

export interface PlanRows {
  clientId: string;
  hostId: string | null;
  title: string;
  /** The last time anything in it moved: the stalled rule reads it. */
  movedAt?: Date;
  stages: { title: string; milestones: MilestoneRows[] }[];
}

/**
 * A client's plan written straight into the store, as its routes would leave it, with the time
 * it last moved set by the test (the stalled rule counts days).
 */
export async function storePlan(db: Kysely<Database>, plan: PlanRows) {
  const at = (plan.movedAt ?? new Date()).toISOString();
  const planId = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('plans')
      .values({
        id: planId,
        client_id: plan.clientId,
        template_id: null,
        host_id: plan.hostId,
        title: plan.title,
        started_at: at,
        moved_at: at,
      })
      .execute();
    for (const [stagePosition, stage] of plan.stages.entries()) {
      const stageId = crypto.randomUUID();
      await trx
        .insertInto('plan_stages')
        .values({ id: stageId, plan_id: planId, position: stagePosition, title: stage.title })
        .execute();
      for (const [position, milestone] of stage.milestones.entries()) {
        const milestoneId = crypto.randomUUID();
        const status = milestone.status ?? 'todo';
        await trx
          .insertInto('plan_milestones')
          .values({
            id: milestoneId,
            plan_id: planId,
            stage_id: stageId,
            position,
            title: milestone.title,
            description: milestone.description ?? '',
            actor: milestone.actor ?? 'client',
            due_date: milestone.due_date ?? null,
            status,
            needs_evidence: 0,
            completed_at: status === 'done' ? at : null,
            updated_at: at,
          })
          .execute();
        for (const [evidencePosition, evidence] of (milestone.evidence ?? []).entries()) {
          await trx
            .insertInto('plan_evidence')
            .values({
              id: crypto.randomUUID(),
              milestone_id: milestoneId,
              position: evidencePosition,
              kind: evidence.kind,
              ref_id: evidence.ref_id ?? null,
              title: evidence.title,
              added_by: null,
              added_at: at,
            })
            .execute();
        }
      }
    }
  });
  return planId;
}
