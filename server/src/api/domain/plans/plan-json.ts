import type { Evidence, Milestone, Plan, PlanStage } from '../../../../../shared/plans.ts';
import type {
  PlanEvidenceRow,
  PlanMilestoneRow,
  PlanRow,
  PlanStageRow,
} from '../../db/repositories/plans.ts';

/** round(100 × done ÷ milestones): 0 for none. */
function progressOf(milestones: Pick<Milestone, 'status'>[]) {
  if (milestones.length === 0) return 0;
  const done = milestones.filter((milestone) => milestone.status === 'done').length;
  return Math.round((100 * done) / milestones.length);
}

function evidenceJson(row: PlanEvidenceRow): Evidence {
  return {
    kind: row.kind,
    ...(row.ref_id === null ? {} : { id: row.ref_id }),
    title: row.title,
    added_at: row.added_at,
  };
}

function milestoneJson(row: PlanMilestoneRow, evidence: PlanEvidenceRow[]): Milestone {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    actor: row.actor,
    due_date: row.due_date,
    status: row.status,
    needs_evidence: row.needs_evidence === 1,
    completed_at: row.completed_at,
    evidence: evidence.filter((item) => item.milestone_id === row.id).map(evidenceJson),
  };
}

/** A plan's rows, read in order, as the contract's `Plan`. */
export function planJson(
  plan: PlanRow,
  rows: { stages: PlanStageRow[]; milestones: PlanMilestoneRow[]; evidence: PlanEvidenceRow[] },
  host: Plan['host'],
): Plan {
  const stages = rows.stages
    .filter((stage) => stage.plan_id === plan.id)
    .map((stage): PlanStage => {
      const milestones = rows.milestones
        .filter((milestone) => milestone.stage_id === stage.id)
        .map((milestone) => milestoneJson(milestone, rows.evidence));
      return { id: stage.id, title: stage.title, progress: progressOf(milestones), milestones };
    });
  return {
    id: plan.id,
    title: plan.title,
    template_id: plan.template_id,
    host,
    started_at: plan.started_at,
    updated_at: plan.moved_at,
    stages,
    progress: progressOf(stages.flatMap((stage) => stage.milestones)),
  };
}
