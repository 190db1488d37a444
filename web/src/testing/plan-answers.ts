import type { Milestone, Plan, PlanSummary, PlanTemplate } from '../../../shared/plans.ts';

/** A milestone of a client's plan: the client's, to do, due in March, unless told. */
function milestoneAnswer(fields: Partial<Milestone> = {}): Milestone {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    title: 'Responder ao questionário inicial',
    description: '',
    actor: 'client',
    due_date: '2026-03-10',
    status: 'todo',
    needs_evidence: false,
    completed_at: null,
    evidence: [],
    ...fields,
  };
}

/** `GET /api/v1/admin/clients/:id/plan`: Ana's plan, one stage of two milestones, unless told. */
export function planAnswer(fields: Partial<Plan> = {}): Plan {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    title: 'Legacy Assessment',
    template_id: 'd0000000-0000-4000-8000-000000000001',
    host: { id: 'e0000000-0000-4000-8000-000000000001', name: 'Helena Duarte' },
    started_at: '2026-03-02T12:00:00Z',
    updated_at: '2026-03-02T12:00:00Z',
    progress: 0,
    stages: [
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        title: 'Escuta',
        progress: 0,
        milestones: [
          milestoneAnswer(),
          milestoneAnswer({
            id: 'a0000000-0000-4000-8000-000000000002',
            title: 'Primeira conversa',
            actor: 'team',
            needs_evidence: true,
          }),
        ],
      },
    ],
    ...fields,
  };
}

/** A template as the team's list answers it. */
export function templateAnswer(fields: Partial<PlanTemplate> = {}): PlanTemplate {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    title: 'Legacy Assessment',
    description: 'Diagnóstico profundo e alinhamento estratégico.',
    stages: [
      {
        title: 'Escuta',
        milestones: [
          {
            title: 'Primeira conversa',
            description: '',
            actor: 'team',
            offset_weeks: 1,
            needs_evidence: true,
          },
        ],
      },
    ],
    updated_at: '2026-03-01T12:00:00Z',
    ...fields,
  };
}

/** A row of the team's plan list: Ana's plan, on time, unless told. */
export function planSummaryAnswer(fields: Partial<PlanSummary> = {}): PlanSummary {
  return {
    client: {
      id: 'c1a2b3c4-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      full_name: 'Ana Souza',
    },
    plan: {
      id: 'b0000000-0000-4000-8000-000000000001',
      title: 'Legacy Assessment',
      progress: 40,
      updated_at: '2026-03-02T12:00:00Z',
    },
    host: { id: 'e0000000-0000-4000-8000-000000000001', name: 'Helena Duarte' },
    next: {
      id: 'a0000000-0000-4000-8000-000000000002',
      title: 'Primeira conversa',
      due_date: '2026-03-10',
      actor: 'team',
    },
    late: 0,
    stalled: false,
    ...fields,
  };
}
