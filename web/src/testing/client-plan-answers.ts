import type { Milestone, Plan, PlanStage } from '../../../shared/plans.ts';

/** A milestone as `GET /api/v1/plan` answers it: the client's, to do, with nothing due, unless told. */
export function milestoneAnswer(fields: Partial<Milestone> = {}): Milestone {
  return {
    id: 'marco-1',
    title: 'Responder ao questionário de trajetória',
    description: 'Conte-nos os marcos da sua carreira.',
    actor: 'client',
    due_date: null,
    status: 'todo',
    needs_evidence: false,
    completed_at: null,
    evidence: [],
    ...fields,
  };
}

/** A stage whose progress is what its milestones make it. */
export function stageAnswer(
  title: string,
  milestones: Milestone[],
  id = `etapa-${title}`,
): PlanStage {
  const done = milestones.filter((milestone) => milestone.status === 'done').length;
  return { id, title, milestones, progress: Math.round((100 * done) / milestones.length) };
}

/** A plan as `GET /api/v1/plan` answers it, led by Marina, with these stages. */
export function planAnswer(stages: PlanStage[]): Plan {
  const milestones = stages.flatMap((stage) => stage.milestones);
  const done = milestones.filter((milestone) => milestone.status === 'done').length;
  return {
    id: 'plano-1',
    title: 'Legacy Assessment',
    template_id: null,
    host: { id: 'marina', name: 'Marina Alves' },
    started_at: '2026-11-02T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    stages,
    progress: Math.round((100 * done) / milestones.length),
  };
}
