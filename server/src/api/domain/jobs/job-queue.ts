import type { Transaction } from 'kysely';
import type { Database, JobStatus } from '../../../db/schema.ts';
import type { ApiServices } from '../api-services.ts';

export interface NewJob {
  /** Which handler runs it (job-handlers.ts). */
  kind: string;
  payload: object;
  /** The same key enqueued again adds nothing: a retried request cannot double its e-mails. */
  dedupeKey: string;
  /** When it is due; now when absent. */
  runAt?: Date;
}

/**
 * Adds a job inside the caller's transaction, so it commits with the change that calls for it
 * (a booking and its notices), or not at all.
 */
export async function enqueueJob(
  services: ApiServices,
  trx: Transaction<Database>,
  job: NewJob,
  now = new Date(),
) {
  await services.jobs.insert(trx, {
    id: crypto.randomUUID(),
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    dedupe_key: job.dedupeKey,
    status: 'pending',
    run_at: (job.runAt ?? now).toISOString(),
    created_at: now.toISOString(),
  });
}

/** The operator's view (`npm run cli -- jobs list`): jobs in the given states, soonest first. */
export function listJobs(services: ApiServices, statuses: readonly JobStatus[], limit = 100) {
  return services.jobs.list(services.auth.store.db, statuses, limit);
}

/** The operator's retry of a job that failed for good: due now, with its attempts afresh. */
export function retryFailedJob(services: ApiServices, id: string, now = new Date()) {
  return services.jobs.retryFailed(services.auth.store.db, id, now.toISOString());
}
