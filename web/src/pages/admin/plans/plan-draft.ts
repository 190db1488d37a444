import type { z } from 'zod';
import type {
  Evidence,
  MilestoneStatus,
  PlanActor,
  PlanStage,
  PlanTemplate,
} from '../../../../../shared/plans.ts';

/** A piece of evidence as the editor holds it: a reference, or a decision's sentence. */
export type EvidenceDraft = Pick<Evidence, 'kind' | 'id' | 'title'>;

/**
 * A milestone as the editors hold it, a template's (`offset_weeks`) and a client's plan's (`due_date`,
 * `status`, `evidence`) alike; numbers and days as typed, read by the shared schema on save.
 */
export interface MilestoneDraft {
  /** Stays with the milestone through every edit and move. */
  key: string;
  /** A milestone of the client's plan; none for a template's, or one added now. */
  id?: string | undefined;
  title: string;
  description: string;
  actor: PlanActor;
  needs_evidence: boolean;
  offset_weeks: string;
  due_date: string;
  status: MilestoneStatus;
  evidence: EvidenceDraft[];
}

export interface StageDraft {
  key: string;
  id?: string | undefined;
  title: string;
  milestones: MilestoneDraft[];
}

const newKey = () => crypto.randomUUID();

export const newMilestone = (): MilestoneDraft => ({
  key: newKey(),
  title: '',
  description: '',
  actor: 'client',
  needs_evidence: false,
  offset_weeks: '',
  due_date: '',
  status: 'todo',
  evidence: [],
});

export const newStage = (): StageDraft => ({
  key: newKey(),
  title: '',
  milestones: [newMilestone()],
});

export const templateStageDrafts = (stages: PlanTemplate['stages']): StageDraft[] =>
  stages.map((stage) => ({
    key: newKey(),
    title: stage.title,
    milestones: stage.milestones.map((milestone) => ({
      ...newMilestone(),
      ...milestone,
      offset_weeks: milestone.offset_weeks === null ? '' : String(milestone.offset_weeks),
    })),
  }));

export const planStageDrafts = (stages: readonly PlanStage[]): StageDraft[] =>
  stages.map((stage) => ({
    key: stage.id,
    id: stage.id,
    title: stage.title,
    milestones: stage.milestones.map((milestone) => ({
      ...newMilestone(),
      key: milestone.id,
      id: milestone.id,
      title: milestone.title,
      description: milestone.description,
      actor: milestone.actor,
      needs_evidence: milestone.needs_evidence,
      due_date: milestone.due_date ?? '',
      status: milestone.status,
      evidence: milestone.evidence.map(({ kind, id, title }) => ({ kind, id, title })),
    })),
  }));

/** A template's stages as `planTemplateInput` reads them; a blank offset is none. */
export const templateStagesBody = (stages: readonly StageDraft[]) =>
  stages.map((stage) => ({
    title: stage.title,
    milestones: stage.milestones.map((milestone) => ({
      title: milestone.title,
      description: milestone.description,
      actor: milestone.actor,
      offset_weeks: milestone.offset_weeks.trim() === '' ? null : Number(milestone.offset_weeks),
      needs_evidence: milestone.needs_evidence,
    })),
  }));

/** A client's stages as `planInput` reads them: a reference by its id, a decision by its sentence. */
export const planStagesBody = (stages: readonly StageDraft[]) =>
  stages.map((stage) => ({
    ...(stage.id && { id: stage.id }),
    title: stage.title,
    milestones: stage.milestones.map((milestone) => ({
      ...(milestone.id && { id: milestone.id }),
      title: milestone.title,
      description: milestone.description,
      actor: milestone.actor,
      due_date: milestone.due_date || null,
      status: milestone.status,
      needs_evidence: milestone.needs_evidence,
      evidence: milestone.evidence.map((evidence) =>
        evidence.kind === 'decision'
          ? { kind: evidence.kind, title: evidence.title }
          : { kind: evidence.kind, id: evidence.id },
      ),
    })),
  }));

/** A milestone's fields, each named by its place: `stages.1.milestones.0.title`. */
export const milestoneFields = [
  'title',
  'description',
  'actor',
  'offset_weeks',
  'due_date',
  'status',
  'needs_evidence',
  'evidence',
] as const;

export const stageField = (stage: number, field: 'title' | 'milestones') =>
  `stages.${stage}.${field}`;
export const milestoneField = (
  stage: number,
  milestone: number,
  field: (typeof milestoneFields)[number],
) => `stages.${stage}.milestones.${milestone}.${field}`;

/** The editor's fields in their order, for the keyboard to reach the first refused one. */
export const stageFieldOrder = (stages: readonly StageDraft[]) => [
  'stages',
  ...stages.flatMap((stage, at) => [
    stageField(at, 'title'),
    ...stage.milestones.flatMap((_, position) =>
      milestoneFields.map((field) => milestoneField(at, position, field)),
    ),
    stageField(at, 'milestones'),
  ]),
];

/**
 * The nearest field of `known` for a path of the schema or of the server's `field`: an evidence's
 * refusal shows at its milestone's evidence, a refusal of something untyped at what holds it.
 */
export function fieldOfPath(path: readonly PropertyKey[], known: readonly string[]) {
  for (let length = path.length; length > 0; length -= 1) {
    const field = path.slice(0, length).map(String).join('.');
    if (known.includes(field)) return field;
  }
  return undefined;
}

/** Checks `body` by the shared schema: the value to send, or the first message of each field. */
export function readDraft<S extends z.ZodType>(
  schema: S,
  body: unknown,
  known: readonly string[],
): { value: z.output<S> } | { errors: Record<string, string> } {
  const result = schema.safeParse(body);
  if (result.success) return { value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[fieldOfPath(issue.path, known) ?? known[0]!] ??= issue.message;
  return { errors };
}
