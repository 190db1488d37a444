import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../db/database.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { createJobRepository } from './jobs/job-repository.ts';
import { createRateLimitCounters } from './rate-limits/counter-repository.ts';

/** The repositories of what both APIs share: limits, the audit log and the job queue. */
export function createPlatformRepositories(store: Store) {
  return {
    rateLimitCounters: createRateLimitCounters(),
    auditLog: createAuditLog(),
    jobs: createJobRepository(store.dialect),
  };
}

/**
 * What the platform's operations need. The auth services carry all of it, so both APIs pass
 * theirs; nothing here knows either API.
 */
export interface PlatformServices {
  config: Config;
  store: Store;
  log: FastifyBaseLogger;
  metrics: Metrics;
  repositories: ReturnType<typeof createPlatformRepositories>;
}
