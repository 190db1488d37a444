import { z } from 'zod';
import { clientListQuery, pageNumber } from './clients.ts';

/** The legacy plan (docs/portal.md, "The legacy plan"): each client's journey, milestone by milestone. */
export const planLimits = {
  /** Characters of a plan's, a stage's or a milestone's title. */
  title: 120,
  /** Characters of a milestone's description. */
  description: 2000,
  stages: 12,
  milestonesPerStage: 30,
  evidencePerMilestone: 20,
  /** Characters of an evidence's title, and of a decision written in a sentence. */
  evidenceTitle: 300,
  /** A template's milestone is due this many weeks after the plan starts, at most. */
  offsetWeeks: 520,
  templates: 50,
  /** Rows per page of the team's list of plans. */
  listPage: 25,
  /** "Nothing moved in N days": the team's setting, within these bounds. */
  stalledDays: { min: 1, max: 365, default: 14 },
} as const;

export const planActors = ['client', 'team'] as const;
export type PlanActor = (typeof planActors)[number];

export const milestoneStatuses = ['todo', 'doing', 'done'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/**
 * What proves a milestone: a conversation (its recap goes with it), a material, a message, a file
 * uploaded to the plan, or a decision written in a sentence (its `title`, with no `id`).
 */
export const evidenceKinds = ['conversation', 'material', 'message', 'file', 'decision'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

export { planLabels } from './plan-labels.ts';

/** pt-BR, for the forms and for the API's `validation_failed` answers alike. */
const planTexts = {
  notObject: 'Envie os dados do plano.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  title: 'Escreva um título.',
  tooLong: (limit: number) => `Use no máximo ${limit.toLocaleString('pt-BR')} caracteres.`,
  description: 'A descrição deve ser um texto.',
  actor: 'Diga quem age: o cliente ou a equipe.',
  status: 'Escolha a situação: a fazer, em andamento ou concluído.',
  offsetWeeks: `Informe o prazo em semanas inteiras, de 0 a ${planLimits.offsetWeeks}, ou deixe em branco.`,
  dueDate: 'Informe a data no formato AAAA-MM-DD, ou deixe em branco.',
  needsEvidence: 'Diga se o marco pede comprovação (true ou false).',
  stages: `Dê ao plano de 1 a ${planLimits.stages} etapas.`,
  milestones: `Dê a cada etapa de 1 a ${planLimits.milestonesPerStage} marcos.`,
  evidenceList: `Use no máximo ${planLimits.evidencePerMilestone} comprovações por marco.`,
  evidenceKind: 'Escolha o tipo: conversa, material, mensagem, arquivo ou decisão.',
  evidenceId: 'Informe o identificador do que comprova o marco.',
  decision: 'Escreva a decisão em uma frase.',
  decisionId: 'Uma decisão é só a frase: não leva identificador.',
  id: 'Identificador inválido.',
  templateId: 'Escolha um modelo de plano.',
  hostId: 'Escolha quem da equipe conduz o plano.',
  clientId: 'Informe o identificador do cliente.',
  stalledDays: `Informe um número inteiro de dias, de ${planLimits.stalledDays.min} a ${planLimits.stalledDays.max}.`,
  stalled: 'Informe stalled=true para ver só os planos parados ou atrasados.',
} as const;

const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? planTexts.unknownField((issue.keys ?? []).join(', '))
      : planTexts.notObject,
};

const title = z
  .string({ error: planTexts.title })
  .trim()
  .min(1, planTexts.title)
  .max(planLimits.title, planTexts.tooLong(planLimits.title));

const description = z
  .string({ error: planTexts.description })
  .trim()
  .max(planLimits.description, planTexts.tooLong(planLimits.description))
  .default('');

const actor = z.enum(planActors, { error: planTexts.actor });
const needsEvidence = z.boolean({ error: planTexts.needsEvidence }).default(false);
const id = z.uuid({ error: planTexts.id });

/** A calendar day, `YYYY-MM-DD`, that exists. */
const dueDate = z
  .string({ error: planTexts.dueDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, planTexts.dueDate)
  .refine(isRealDay, { error: planTexts.dueDate })
  .nullable()
  .default(null);

function isRealDay(day: string) {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

const templateMilestone = z.strictObject(
  {
    title,
    description,
    actor,
    offset_weeks: z
      .number({ error: planTexts.offsetWeeks })
      .int(planTexts.offsetWeeks)
      .min(0, planTexts.offsetWeeks)
      .max(planLimits.offsetWeeks, planTexts.offsetWeeks)
      .nullable()
      .default(null),
    needs_evidence: needsEvidence,
  },
  objectError,
);

const templateStage = z.strictObject(
  {
    title,
    milestones: z
      .array(templateMilestone, { error: planTexts.milestones })
      .min(1, planTexts.milestones)
      .max(planLimits.milestonesPerStage, planTexts.milestones),
  },
  objectError,
);

/** `POST /api/v1/admin/plan-templates` and `PUT …/plan-templates/:id`: the whole template. */
export const planTemplateInput = z.strictObject(
  {
    title,
    description,
    stages: z
      .array(templateStage, { error: planTexts.stages })
      .min(1, planTexts.stages)
      .max(planLimits.stages, planTexts.stages),
  },
  objectError,
);
export type PlanTemplateInput = z.input<typeof planTemplateInput>;

/** One piece of evidence as it is sent: a reference by id, or a decision's sentence. */
export const evidenceInput = z
  .strictObject(
    {
      kind: z.enum(evidenceKinds, { error: planTexts.evidenceKind }),
      id: id.optional(),
      title: z
        .string({ error: planTexts.decision })
        .trim()
        .max(planLimits.evidenceTitle, planTexts.tooLong(planLimits.evidenceTitle))
        .optional(),
    },
    objectError,
  )
  .superRefine((evidence, context) => {
    if (evidence.kind === 'decision') {
      if (!evidence.title)
        context.addIssue({ code: 'custom', path: ['title'], message: planTexts.decision });
      if (evidence.id)
        context.addIssue({ code: 'custom', path: ['id'], message: planTexts.decisionId });
    } else if (!evidence.id) {
      context.addIssue({ code: 'custom', path: ['id'], message: planTexts.evidenceId });
    }
  });
export type EvidenceInput = z.output<typeof evidenceInput>;

const evidenceList = z
  .array(evidenceInput, { error: planTexts.evidenceList })
  .max(planLimits.evidencePerMilestone, planTexts.evidenceList);

/** `POST /api/v1/plan/milestones/:id/complete`: what proves it, one piece or several. */
export const milestoneCompletion = z.strictObject(
  {
    evidence: z
      .union([evidenceInput, evidenceList], { error: planTexts.evidenceKind })
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  },
  objectError,
);

/** `POST /api/v1/admin/clients/:id/plan`. */
export const planStart = z.strictObject(
  { template_id: z.uuid({ error: planTexts.templateId }) },
  objectError,
);

const planMilestoneInput = z.strictObject(
  {
    /** Absent for a milestone added now; a milestone of this plan's otherwise. */
    id: id.optional(),
    title,
    description,
    actor,
    due_date: dueDate,
    status: z.enum(milestoneStatuses, { error: planTexts.status }).default('todo'),
    needs_evidence: needsEvidence,
    evidence: evidenceList.default([]),
  },
  objectError,
);

const planStageInput = z.strictObject(
  {
    id: id.optional(),
    title,
    milestones: z
      .array(planMilestoneInput, { error: planTexts.milestones })
      .min(1, planTexts.milestones)
      .max(planLimits.milestonesPerStage, planTexts.milestones),
  },
  objectError,
);

/**
 * `PUT /api/v1/admin/clients/:id/plan`: the client's plan as the team leaves it. Stages and
 * milestones keep their ids; one left out is removed, one without an id is added.
 */
export const planInput = z.strictObject(
  {
    title,
    host_id: z.uuid({ error: planTexts.hostId }).nullable().optional(),
    stages: z
      .array(planStageInput, { error: planTexts.stages })
      .min(1, planTexts.stages)
      .max(planLimits.stages, planTexts.stages),
  },
  objectError,
);
export type PlanInput = z.input<typeof planInput>;

/** `PUT /api/v1/admin/plan-settings`. */
export const planSettingsInput = z.strictObject(
  {
    stalled_days: z
      .number({ error: planTexts.stalledDays })
      .int(planTexts.stalledDays)
      .min(planLimits.stalledDays.min, planTexts.stalledDays)
      .max(planLimits.stalledDays.max, planTexts.stalledDays),
  },
  objectError,
);
export type PlanSettings = z.output<typeof planSettingsInput>;

/** `GET /api/v1/admin/plans?stalled=&query=&page=&client=`. */
export const planListQuery = z.strictObject(
  {
    query: clientListQuery.shape.query,
    stalled: z
      .enum(['true', 'false'], { error: planTexts.stalled })
      .optional()
      .transform((value) => value === 'true'),
    page: pageNumber,
    /** One client's row alone (their page in the console): none when they have no plan. */
    client: z.uuid({ error: planTexts.clientId }).optional(),
  },
  objectError,
);

export interface TemplateMilestone {
  title: string;
  description: string;
  actor: PlanActor;
  offset_weeks: number | null;
  needs_evidence: boolean;
}

export interface PlanTemplate {
  id: string;
  title: string;
  description: string;
  stages: { title: string; milestones: TemplateMilestone[] }[];
  updated_at: string;
}

export interface Evidence {
  kind: EvidenceKind;
  /** What it points at (a booking's, a material's, a message's or a plan file's id); none for a decision. */
  id?: string;
  title: string;
  added_at: string;
}

export interface Milestone {
  id: string;
  title: string;
  description: string;
  actor: PlanActor;
  /** `YYYY-MM-DD`, or null. */
  due_date: string | null;
  status: MilestoneStatus;
  needs_evidence: boolean;
  completed_at: string | null;
  evidence: Evidence[];
}

export interface PlanStage {
  id: string;
  title: string;
  /** Percent of the stage's milestones done, 0–100. */
  progress: number;
  milestones: Milestone[];
}

/** `GET /api/v1/plan` and `GET /api/v1/admin/clients/:id/plan`. */
export interface Plan {
  id: string;
  title: string;
  template_id: string | null;
  /** The member of the team who leads the plan and gets its weekly digest. */
  host: { id: string; name: string } | null;
  started_at: string;
  /** The last time anything in the plan moved. */
  updated_at: string;
  stages: PlanStage[];
  /** Percent of all milestones done, 0–100. */
  progress: number;
}

/** A row of `GET /api/v1/admin/plans`. */
export interface PlanSummary {
  client: { id: string; email: string; full_name: string | null };
  plan: { id: string; title: string; progress: number; updated_at: string };
  host: { id: string; name: string } | null;
  /** The next milestone not done, in the plan's order. */
  next: { id: string; title: string; due_date: string | null; actor: PlanActor } | null;
  /** Milestones past their due date and not done. */
  late: number;
  /**
   * Not finished, and nothing in it moved for the team's `stalled_days`. The stalled milestones
   * (the weekly digest's lines) are a stalled plan's open ones that are late, in progress, or next.
   */
  stalled: boolean;
}

export interface PlanList {
  plans: PlanSummary[];
  total: number;
  stalled_days: number;
}
