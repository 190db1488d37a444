import type { z } from 'zod';
import type {
  Plan,
  PlanInput,
  PlanList,
  planListQuery,
  PlanSettings,
  PlanTemplate,
  PlanTemplateInput,
} from '../../../shared/plans.ts';
import { apiCommand, apiDownload, apiRequest } from './api-client.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';

export type PlanListQuery = z.output<typeof planListQuery>;

/** A file sent to a client's plan, to be linked as a milestone's evidence. */
export interface PlanFile {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
}

const templatePath = (id: string) => `/admin/plan-templates/${encodeURIComponent(id)}`;
const clientPlanPath = (clientId: string, rest = '') =>
  `/admin/clients/${encodeURIComponent(clientId)}/plan${rest}`;

/**
 * Every client's plan matching `query` (a name or an address), or one `client`'s; only the stalled
 * or late ones if asked.
 */
export function fetchPlans({ query, stalled, page, client }: PlanListQuery) {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (client) search.set('client', client);
  if (stalled) search.set('stalled', 'true');
  if (page > 1) search.set('page', String(page));
  const rest = search.size > 0 ? `?${search}` : '';
  return apiRequest<PlanList>('GET', `/admin/plans${rest}`);
}

export const fetchPlanSettings = () => apiRequest<PlanSettings>('GET', '/admin/plan-settings');

export const savePlanSettings = (settings: PlanSettings) =>
  apiRequest<PlanSettings>('PUT', '/admin/plan-settings', settings);

export const fetchPlanTemplates = () => apiRequest<PlanTemplate[]>('GET', '/admin/plan-templates');

export const createPlanTemplate = (template: PlanTemplateInput) =>
  apiRequest<PlanTemplate>('POST', '/admin/plan-templates', template);

export const savePlanTemplate = (id: string, template: PlanTemplateInput) =>
  apiRequest<PlanTemplate>('PUT', templatePath(id), template);

export const deletePlanTemplate = (id: string) => apiCommand('DELETE', templatePath(id));

/**
 * The client's plan as the team's list sums it up (progress, next, late, stalled: reckoned on the
 * server); null while they have none.
 */
export async function fetchPlanSummaryOf(clientId: string) {
  const { plans } = await fetchPlans({
    query: undefined,
    client: clientId,
    stalled: false,
    page: 1,
  });
  return plans[0] ?? null;
}

/** The client's plan; null while they have none. */
export function fetchClientPlan(clientId: string): Promise<Plan | null> {
  return apiRequest<Plan | null>('GET', clientPlanPath(clientId));
}

/** Starts the client's plan from a template: its stages and milestones, due from today. */
export const startClientPlan = (clientId: string, templateId: string) =>
  apiRequest<Plan>('POST', clientPlanPath(clientId), { template_id: templateId });

/** The whole plan as the team leaves it; answers it as stored. */
export const saveClientPlan = (clientId: string, plan: PlanInput) =>
  apiRequest<Plan>('PUT', clientPlanPath(clientId), plan);

/** Ends the client's plan: it, its files and its evidence are deleted. */
export const endClientPlan = (clientId: string) => apiCommand('DELETE', clientPlanPath(clientId));

export function uploadPlanFile(
  clientId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiUpload<PlanFile>(clientPlanPath(clientId, '/files'), form, onProgress);
}

/** The plan as a PDF: stages, milestones, dates, evidence and recaps. */
export const downloadPlanDossier = (clientId: string) =>
  apiDownload(clientPlanPath(clientId, '/dossier.pdf'));
