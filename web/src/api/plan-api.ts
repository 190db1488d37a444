import type { Plan } from '../../../shared/plans.ts';
import { apiRequest } from './api-client.ts';

/** The signed-in client's plan; null while the team has not started one. */
export function fetchPlan(): Promise<Plan | null> {
  return apiRequest<Plan | null>('GET', '/plan');
}
