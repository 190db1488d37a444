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
import { clientSearchMaxLength } from '../../../shared/clients.ts';
import { ApiError, apiCommand, apiDownload, apiRequest } from './api-client.ts';
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

/** Every client's plan matching `query` (a name or an address), only the stalled or late ones if asked. */
export function fetchPlans({ query, stalled, page }: PlanListQuery) {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
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
 * The client's plan as the team's list sums it up; null while they have none. Read from the list,
 * which answers a client without a plan with no row, where the plan's own address answers 404
 * (decision 061).
 */
export async function fetchPlanSummaryOf(clientId: string, email: string) {
  // A longer address is found by its start, which names few clients: the row is the client's id.
  const query = email.slice(0, clientSearchMaxLength);
  const { plans } = await fetchPlans({ query, stalled: false, page: 1 });
  return plans.find((row) => row.client.id === clientId) ?? null;
}

/** The client's plan; null while they have none. */
export async function fetchClientPlan(clientId: string): Promise<Plan | null> {
  try {
    return await apiRequest<Plan>('GET', clientPlanPath(clientId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
