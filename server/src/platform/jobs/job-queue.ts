import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlatformServices } from '../platform-services.ts';

export interface NewJob {
  /** Which handler runs it (api/domain/jobs/job-handlers.ts). */
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
  services: PlatformServices,
  trx: Transaction<Database>,
  job: NewJob,
  now = new Date(),
) {
  await services.repositories.jobs.insert(trx, {
    id: crypto.randomUUID(),
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    dedupe_key: job.dedupeKey,
    status: 'pending',
    run_at: (job.runAt ?? now).toISOString(),
    created_at: now.toISOString(),
  });
}
