import type { Plan, PlanTemplate, PlanTemplateInput } from '../../../shared/plans.ts';
import type { RunningSite } from './site-server.ts';

/** Two stages: the client's first conversation (evidence needed), then the team's report. */
const template: PlanTemplateInput = {
  title: 'Legacy Assessment',
  stages: [
    {
      title: 'Diagnóstico',
      milestones: [
        { title: 'Primeira conversa', actor: 'client', offset_weeks: 0, needs_evidence: true },
        { title: 'Relatório do diagnóstico', actor: 'team', offset_weeks: 2 },
      ],
    },
    {
      title: 'História contada',
      milestones: [{ title: 'Enviar fotos de família', actor: 'client' }],
    },
  ],
};

async function post<T>(site: RunningSite, path: string, token: string, body: unknown) {
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A plan for the client `clientId`, started by the team member of `staffToken` from a new template. */
export async function startClientPlan(site: RunningSite, staffToken: string, clientId: string) {
  const { id } = await post<PlanTemplate>(site, '/admin/plan-templates', staffToken, template);
  return post<Plan>(site, `/admin/clients/${clientId}/plan`, staffToken, { template_id: id });
}
