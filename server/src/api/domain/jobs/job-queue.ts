import type { JobStatus } from '../../../db/schema.ts';
import type { ApiServices } from '../api-services.ts';

/** The operator's view (`npm run cli -- jobs list`): jobs in the given states, soonest first. */
export function listJobs(services: ApiServices, statuses: readonly JobStatus[], limit = 100) {
  return services.auth.repositories.jobs.list(services.auth.store.db, statuses, limit);
}

/** The operator's retry of a job that failed for good: due now, with its attempts afresh. */
export function retryFailedJob(services: ApiServices, id: string, now = new Date()) {
  return services.auth.repositories.jobs.retryFailed(services.auth.store.db, id, now.toISOString());
}
