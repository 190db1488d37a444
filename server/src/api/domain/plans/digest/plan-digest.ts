import { DateTime } from 'luxon';
import { z } from 'zod';
import { enqueueJob } from '../../../../platform/jobs/job-queue.ts';
import { readAvailability } from '../../agenda/availability.ts';
import type { ApiServices } from '../../api-services.ts';
import { stalledPlans } from './stalled-plans.ts';

/** The weekly run that finds the hosts of stalled plans (decision 059). */
export const planDigestJob = 'plan-weekly-digest';
/** One host's e-mail of a week's digest (send-plan-digest.ts). */
export const planDigestEmailJob = 'plan-digest-email';

/** Monday, 08:00 in the team's time zone. */
const runHour = 8;

/** The week (its Monday, `YYYY-MM-DD` in the team's zone) and the run time it was scheduled for. */
const weeklyPayload = z.object({ week: z.iso.date(), slot: z.iso.datetime() });
type WeeklyPayload = z.infer<typeof weeklyPayload>;

/** Whose e-mail, of which week. */
export const digestEmailPayload = z.object({ week: z.iso.date(), host_id: z.string() });
type DigestEmailPayload = z.infer<typeof digestEmailPayload>;

/** The first Monday 08:00 in `timeZone` strictly after `after`. */
function nextRunAfter(after: Date, timeZone: string) {
  const local = DateTime.fromJSDate(after, { zone: timeZone });
  const thisWeek = local.startOf('week').set({ hour: runHour });
  return thisWeek > local ? thisWeek : thisWeek.plus({ weeks: 1 });
}

/**
 * Schedules the first weekly run after `after`. Its key names its week: however many instances
 * schedule it, and however often, one run a week exists, and one worker claims it.
 */
export async function schedulePlanDigest(
  services: ApiServices,
  after = new Date(),
  now = new Date(),
) {
  const { db } = services.auth.store;
  const run = nextRunAfter(after, (await readAvailability(services)).time_zone);
  const week = run.toISODate()!;
  const runAt = run.toJSDate();
  const job = {
    kind: planDigestJob,
    payload: { week, slot: runAt.toISOString() } satisfies WeeklyPayload,
    dedupeKey: `${planDigestJob}:${week}`,
    runAt,
  };
  await db.transaction().execute((trx) => enqueueJob(services.auth, trx, job, now));
}

/**
 * The job `plan-weekly-digest`: schedules next week's run first (a run that fails, even for good,
 * leaves the next one due), then one e-mail job per host with a stalled plan, each keyed by the
 * week and the host, so a run tried again adds none and each host's e-mail is retried alone.
 */
export async function runPlanDigest(services: ApiServices, payload: unknown, now = new Date()) {
  const { week, slot } = weeklyPayload.parse(payload);
  const scheduled = new Date(slot);
  await schedulePlanDigest(services, scheduled > now ? scheduled : now, now);
  const { db } = services.auth.store;
  const hosts = new Set((await stalledPlans(services, db, now)).map((plan) => plan.hostId));
  if (hosts.size === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const hostId of hosts) {
      const job = {
        kind: planDigestEmailJob,
        payload: { week, host_id: hostId } satisfies DigestEmailPayload,
        dedupeKey: `${planDigestEmailJob}:${week}:${hostId}`,
      };
      await enqueueJob(services.auth, trx, job, now);
    }
  });
}
