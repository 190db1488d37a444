import { Counter, Gauge, Registry } from 'prom-client';
import { createRequestTallies } from './request-tallies.ts';

/** Seconds; a password check (argon2id) alone takes tens of milliseconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's own figures, in a registry of its own (each application, and each test's, counts
 * apart): `/metrics` in the Prometheus format (docs/operations.md, "Metrics").
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    /** Every answer by route: `legado_http_requests_total` and its latency histogram. */
    requestTallies: createRequestTallies(registry, latencyBuckets),
    signIns: new Counter({
      name: 'legado_auth_sign_ins_total',
      help: 'Password sign-ins: success, or failure (unknown address or wrong password).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'legado_rate_limit_refusals_total',
      help: 'Requests and e-mails refused by a rate limit, by limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
    mail: new Counter({
      name: 'legado_mail_messages_total',
      help: 'E-mails handed to the relay or the outbox (sent), or refused by it (failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    storeErrors: new Counter({
      name: 'legado_store_errors_total',
      help: 'Requests failed by the database: unavailable (down, hung, timed out) or damaged.',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What the job queue holds now, read from the store at each scrape. */
export interface JobBacklog {
  due: number;
  /** When the longest-waiting due job became due; undefined when none is due. */
  oldestDueAt: string | undefined;
  failed: number;
}

/** The job queue's depth and age, read when scraped (every instance reports the shared queue). */
export function watchJobQueue(metrics: Metrics, readBacklog: () => Promise<JobBacklog>) {
  const registers = [metrics.registry];
  let backlog: Promise<JobBacklog | undefined> | undefined;
  // One read per scrape serves the three gauges; an unreachable store leaves them out.
  const read = () => {
    backlog ??= readBacklog()
      .catch(() => undefined)
      .finally(() => (backlog = undefined));
    return backlog;
  };
  new Gauge({
    name: 'legado_jobs_due',
    help: 'Jobs (e-mails, reminders, pruning) due and not yet taken by a worker.',
    registers,
    async collect() {
      const current = await read();
      if (current) this.set(current.due);
    },
  });
  new Gauge({
    name: 'legado_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has waited; 0 when none is due.',
    registers,
    async collect() {
      const current = await read();
      if (!current) return;
      const since = current.oldestDueAt ? Date.parse(current.oldestDueAt) : Date.now();
      this.set(Math.max(0, (Date.now() - since) / 1000));
    },
  });
  new Gauge({
    name: 'legado_jobs_failed',
    help: 'Jobs that gave up after their last attempt, waiting for the operator (jobs retry).',
    registers,
    async collect() {
      const current = await read();
      if (current) this.set(current.failed);
    },
  });
}
