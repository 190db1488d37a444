import {
  type PlanTemplate,
  type planTemplateInput,
  planLimits,
} from '../../../../../shared/plans.ts';
import type { z } from 'zod';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { PlanTemplateRow } from '../../db/repositories/plans.ts';
import type { ApiServices } from '../api-services.ts';
import { PlanRefusal } from './plan-refusal.ts';

type TemplateInput = z.output<typeof planTemplateInput>;

/** A member of the team acting on the team's own things: the audit entry is theirs. */
type StaffActor = Actor & { userId: string };

export function templateJson(row: PlanTemplateRow): PlanTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    stages: JSON.parse(row.stages) as PlanTemplate['stages'],
    updated_at: row.updated_at,
  };
}

export async function listTemplates(services: ApiServices) {
  const rows = await services.plans.listTemplates(services.auth.store.db);
  return rows.map(templateJson);
}

export async function createTemplate(
  services: ApiServices,
  input: TemplateInput,
  actor: StaffActor,
) {
  const now = new Date().toISOString();
  const row: PlanTemplateRow = {
    id: crypto.randomUUID(),
    title: input.title,
    description: input.description,
    stages: JSON.stringify(input.stages),
    created_at: now,
    updated_at: now,
  };
  await services.auth.store.db.transaction().execute(async (trx) => {
    if ((await services.plans.countTemplates(trx)) >= planLimits.templates) {
      throw new PlanRefusal('template_limit');
    }
    await services.plans.insertTemplate(trx, row);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_template_created',
      ...auditedActor(actor),
      userId: actor.userId,
      detail: { template: row.id, title: row.title },
    });
  });
  return templateJson(row);
}

/** The whole template anew; plans started from it keep their copy. */
export async function changeTemplate(
  services: ApiServices,
  id: string,
  input: TemplateInput,
  actor: StaffActor,
) {
  const now = new Date().toISOString();
  await services.auth.store.db.transaction().execute(async (trx) => {
    const change = {
      title: input.title,
      description: input.description,
      stages: JSON.stringify(input.stages),
      updated_at: now,
    };
    if (!(await services.plans.updateTemplate(trx, id, change))) {
      throw new PlanRefusal('template_not_found');
    }
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_template_changed',
      ...auditedActor(actor),
      userId: actor.userId,
      detail: { template: id, title: input.title },
    });
  });
  const row = await services.plans.findTemplate(services.auth.store.db, id);
  return templateJson(row!);
}

/** A template in use goes too: its plans keep their copy, no longer naming it. */
export async function deleteTemplate(services: ApiServices, id: string, actor: StaffActor) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    const row = await services.plans.findTemplate(trx, id);
    if (!row || !(await services.plans.deleteTemplate(trx, id))) {
      throw new PlanRefusal('template_not_found');
    }
    await services.auth.repositories.auditLog.record(trx, {
      action: 'plan_template_deleted',
      ...auditedActor(actor),
      userId: actor.userId,
      detail: { template: id, title: row.title },
    });
  });
}
