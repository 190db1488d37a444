import { z } from 'zod';
import { evidenceKinds, milestoneStatuses, planActors } from '../../../../shared/plans.ts';

// The legacy plan (docs/portal.md, "The legacy plan"; shared/plans.ts).

const day = z.string().nullable();
const actor = z.enum(planActors);
const person = z.object({ id: z.string(), name: z.string() }).nullable();

const templateMilestoneResponse = z.object({
  title: z.string(),
  description: z.string(),
  actor,
  offset_weeks: z.number().int().nullable(),
  needs_evidence: z.boolean(),
});

export const planTemplateResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  stages: z.array(z.object({ title: z.string(), milestones: z.array(templateMilestoneResponse) })),
  updated_at: z.string(),
});

export const planTemplateListResponse = z.array(planTemplateResponse);

const evidenceResponse = z.object({
  kind: z.enum(evidenceKinds),
  id: z.string().optional(),
  title: z.string(),
  added_at: z.string(),
});

const milestoneResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  actor,
  due_date: day,
  status: z.enum(milestoneStatuses),
  needs_evidence: z.boolean(),
  completed_at: z.string().nullable(),
  evidence: z.array(evidenceResponse),
});

const progress = z.number().int().min(0).max(100);

export const planResponse = z.object({
  id: z.string(),
  title: z.string(),
  template_id: z.string().nullable(),
  host: person,
  started_at: z.string(),
  updated_at: z.string(),
  stages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      progress,
      milestones: z.array(milestoneResponse),
    }),
  ),
  progress,
});

export const planFileResponse = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
});

/** The plan in the client's export: its files named beside it. */
export const planExportResponse = planResponse.extend({ files: z.array(planFileResponse) });

export const planListResponse = z.object({
  plans: z.array(
    z.object({
      client: z.object({ id: z.string(), email: z.string(), full_name: z.string().nullable() }),
      plan: z.object({
        id: z.string(),
        title: z.string(),
        progress,
        updated_at: z.string(),
      }),
      host: person,
      next: z.object({ id: z.string(), title: z.string(), due_date: day, actor }).nullable(),
      late: z.number().int(),
      stalled: z.boolean(),
    }),
  ),
  total: z.number().int(),
  stalled_days: z.number().int(),
});

export const planSettingsResponse = z.object({ stalled_days: z.number().int() });
