import type { EvidenceInput } from '../../../shared/plans.ts';
import { apiRequest } from './api-client.ts';

/** Marks one of the client's own milestones done, with what proves it. */
export const completeMilestone = (id: string, evidence: EvidenceInput[]) =>
  apiRequest<unknown>('POST', `/plan/milestones/${encodeURIComponent(id)}/complete`, {
    evidence,
  });
