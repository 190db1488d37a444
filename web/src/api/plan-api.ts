import type { Plan } from '../../../shared/plans.ts';
import { ApiError, apiRequest } from './api-client.ts';

/** The signed-in client's plan; null while the team has not started one (404 `not_found`). */
export async function fetchPlan(): Promise<Plan | null> {
  try {
    return await apiRequest<Plan>('GET', '/plan');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}
