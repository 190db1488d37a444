import type { Plan, PlanTemplate, PlanTemplateInput } from '../../shared/plans.ts';
import type { RunningAuthServer } from './auth-server.ts';
import { apiRequest } from './data-api.ts';

type Server = Pick<RunningAuthServer, 'url'>;

/** A template of three stages: the client's and the team's milestones, some needing evidence. */
const threeStageTemplate: PlanTemplateInput = {
  title: 'Legacy Assessment',
  description: 'Do ego ao legado: o diagnóstico.',
  stages: [
    {
      title: 'Diagnóstico',
      milestones: [
        {
          title: 'Primeira conversa',
          actor: 'client',
          offset_weeks: 0,
          needs_evidence: true,
        },
        { title: 'Relatório do diagnóstico', actor: 'team', offset_weeks: 2 },
      ],
    },
    {
      title: 'História contada',
      milestones: [
        {
          title: 'Enviar fotos de família',
          description: 'As que contam a sua trajetória.',
          actor: 'client',
          offset_weeks: 4,
          needs_evidence: true,
        },
      ],
    },
    { title: 'Legado', milestones: [{ title: 'Carta aos herdeiros', actor: 'client' }] },
  ],
};

async function expectJson<T>(response: Response, status: number) {
  if (response.status !== status) {
    throw new Error(`answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A new template of the team's. */
export async function createPlanTemplate(
  server: Server,
  staffToken: string,
  template: PlanTemplateInput = threeStageTemplate,
) {
  const response = await apiRequest(server, 'POST', '/admin/plan-templates', staffToken, template);
  return expectJson<PlanTemplate>(response, 201);
}

/** The client's plan, started by a member of the team from `templateId`. */
export async function startPlan(
  server: Server,
  staffToken: string,
  clientId: string,
  templateId: string,
) {
  const response = await apiRequest(server, 'POST', `/admin/clients/${clientId}/plan`, staffToken, {
    template_id: templateId,
  });
  return expectJson<Plan>(response, 201);
}

/** `POST /plan/files` (the client's) or `…/admin/clients/:id/plan/files` (the team's): one file. */
export function postPlanFile(
  server: Server,
  token: string,
  file: { name: string; bytes: Buffer },
  clientId?: string,
) {
  const data = new FormData();
  data.set('file', new Blob([file.bytes], { type: 'application/octet-stream' }), file.name);
  const path = clientId ? `/admin/clients/${clientId}/plan/files` : '/plan/files';
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: data,
  });
}
