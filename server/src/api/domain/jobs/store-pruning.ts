import { z } from 'zod';
import { limitRules } from '../../../platform/rate-limits/request-limits.ts';
import { isoAfter } from '../../../platform/timestamps.ts';
import { createExpiredRowRepository } from '../../db/repositories/expired-rows.ts';
import type { ApiServices } from '../api-services.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';

/** The daily job that deletes rows past their retention (docs/operations.md, "Retention"). */
export const storePruningJob = 'store-pruning';

/** 06:00 UTC, 03:00 in Brasília: the site's quietest hour. */
const runHourUtc = 6;
const dayMilliseconds = 24 * 3600 * 1000;

const expiredRows = createExpiredRowRepository();

/** The run time the job was scheduled for, which names its day. */
const pruningPayload = z.object({ slot: z.iso.datetime() });
type PruningPayload = z.infer<typeof pruningPayload>;

/** The first run time strictly after `now`. */
function nextRunAfter(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), runHourUtc);
  return new Date(today > now.getTime() ? today : today + dayMilliseconds);
}

/**
 * Schedules the first run after `after`. Its key names its day: however many instances schedule
 * it, one job a day exists, and one worker claims it.
 */
export function scheduleStorePruning(services: ApiServices, after = new Date()) {
  const now = new Date();
  const runAt = nextRunAfter(after);
  const slot = runAt.toISOString();
  const job = {
    kind: storePruningJob,
    payload: { slot } satisfies PruningPayload,
    dedupeKey: `${storePruningJob}:${slot.slice(0, 10)}`,
    runAt,
  };
  return services.auth.store.db
    .transaction()
    .execute((trx) => enqueueJob(services.auth, trx, job, now));
}

/** A counter whose window began this long ago has no hit left that counts. */
function longestLimitWindowSeconds(services: ApiServices) {
  const rules = Object.values(limitRules(services.auth.config));
  return Math.max(...rules.map((rule) => rule('192.0.2.1').windowSeconds));
}

/**
 * Deletes the rate-limit counters whose window has passed, the refresh tokens of sessions a ban
 * ended once the ban is over, and the audit log, finished jobs, ended sessions, used refresh
 * tokens, sessions a ban ended and expired one-time tokens older than RETENTION_DAYS; and the
 * codes to sign in by e-mail once they expire.
 */
export async function pruneStore(services: ApiServices, payload: unknown, now = new Date()) {
  // The next run first, after this one's slot (a retry runs later than its slot): a run that
  // fails, even for good, leaves the next one scheduled.
  const slot = new Date(pruningPayload.parse(payload).slot);
  await scheduleStorePruning(services, slot > now ? slot : now);
  const { config, store, log } = services.auth;
  const { db } = store;
  const retentionSeconds = config.jobs.retentionDays * 24 * 3600;
  const keptSince = isoAfter(now, -retentionSeconds);
  const deleted = {
    rateLimits: await expiredRows.rateLimitsStartedBefore(
      db,
      isoAfter(now, -longestLimitWindowSeconds(services)),
    ),
    auditLog: await expiredRows.auditLogBefore(db, keptSince),
    oneTimeTokens: await expiredRows.oneTimeTokensExpiredBefore(db, keptSince),
    signInCodes: await expiredRows.signInCodesExpiredBefore(db, now.toISOString()),
    sessions: await expiredRows.sessionsEndedBefore(
      db,
      keptSince,
      isoAfter(now, -retentionSeconds - config.auth.sessionInactivityTimeout),
    ),
    refreshTokens: await expiredRows.refreshTokensRevokedBefore(db, keptSince),
    refreshTokensEndedByBan: await expiredRows.refreshTokensEndedByBanBefore(
      db,
      keptSince,
      now.toISOString(),
    ),
    jobs: await expiredRows.jobsFinishedBefore(db, keptSince),
  };
  log.info({ deleted }, 'rows past their retention deleted');
}
