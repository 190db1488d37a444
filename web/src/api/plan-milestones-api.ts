import type { EvidenceInput, Plan } from '../../../shared/plans.ts';
import { apiRequest } from './api-client.ts';

/** Marks one of the client's own milestones done, with what proves it; answers the plan. */
export const completeMilestone = (id: string, evidence: EvidenceInput[]) =>
  apiRequest<Plan>('POST', `/plan/milestones/${encodeURIComponent(id)}/complete`, {
    evidence,
  });
