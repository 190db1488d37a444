import { hostname } from 'node:os';
import type { JobRow } from './job-repository.ts';
import type { PlatformServices } from '../platform-services.ts';

/** Runs one job; throws to have it retried. `payload` is the parsed JSON it was enqueued with. */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

const maxErrorLength = 1000;

function reasonOf(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
}

/**
 * The server's job worker (decision 013): every `pollIntervalMs` it claims due jobs one at a time
 * and runs them until none is due. A failed job waits `retryBaseSeconds × 2^(attempts − 1)` and
 * is tried again, up to `maxAttempts`, then stays failed for the operator. A claim is a lease: a
 * job whose instance died is taken by another once `leaseSeconds` have passed. `stop()` lets the
 * job in hand finish, so a clean shutdown leaves none half-claimed.
 */
export function createJobWorker(services: PlatformServices, handlers: Record<string, JobHandler>) {
  const { db } = services.store;
  const { log } = services;
  const settings = services.config.jobs;
  const workerId = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function recordFailure(job: JobRow, error: unknown) {
    const reason = reasonOf(error);
    const at = new Date();
    const details = { job: job.id, kind: job.kind, attempts: job.attempts, reason };
    if (job.attempts >= settings.maxAttempts) {
      log.error(details, 'job failed for good; see npm run cli -- jobs list');
      await services.repositories.jobs.markFailed(db, job, {
        at: at.toISOString(),
        error: reason,
      });
      return;
    }
    const delay = settings.retryBaseSeconds * 1000 * 2 ** (job.attempts - 1);
    log.warn(details, 'job failed; it will be tried again');
    await services.repositories.jobs.postpone(db, job, {
      runAt: new Date(at.getTime() + delay).toISOString(),
      error: reason,
    });
  }

  async function run(job: JobRow) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(JSON.parse(job.payload), job);
    } catch (error) {
      // The store may have dropped the connection that failed the run as well: the pool hands the
      // second try a fresh one, so the job is not left claimed until its lease runs out.
      await recordFailure(job, error).catch(() => recordFailure(job, error));
      return;
    }
    await services.repositories.jobs.markDone(db, job, new Date().toISOString());
  }

  async function runDueJobs() {
    while (!stopped) {
      const at = new Date();
      const job = await services.repositories.jobs.claimNext(db, {
        workerId,
        now: at.toISOString(),
        lockedUntil: new Date(at.getTime() + settings.leaseSeconds * 1000).toISOString(),
      });
      if (!job) return;
      await run(job);
    }
  }

  function poll() {
    pass = runDueJobs()
      // A store outage: the jobs wait in the table for the next poll.
      .catch((error: unknown) => log.error({ reason: reasonOf(error) }, 'job worker pass failed'))
      .finally(() => {
        pass = undefined;
        if (!stopped) timer = setTimeout(poll, settings.pollIntervalMs);
      });
  }

  return {
    start: poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
