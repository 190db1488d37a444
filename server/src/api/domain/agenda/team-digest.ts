import type { Transaction } from 'kysely';
import { z } from 'zod';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import type { Database } from '../../../db/schema.ts';
import type { ApiServices } from '../api-services.ts';

/** The job that tells the team of a client's booking changes in one e-mail (send-team-digest.ts). */
export const teamDigestJob = 'team-booking-digest';

/** A digest's input: whose changes, from when (the bookings' `updated_at`). */
export const teamDigestPayload = z.object({ user_id: z.string(), since: z.iso.datetime() });
type TeamDigestPayload = z.infer<typeof teamDigestPayload>;

/** The start of the keys of a client's digests. */
export const teamDigestKeys = (userId: string) => `team-digest:${userId}:`;

/**
 * Has the team told of a client's booking change made at `now` (decision 031): by the client's
 * waiting digest, or else by a new one due TEAM_NOTIFY_WINDOW_MINUTES later. The caller's
 * transaction holds the client's lock, so one digest waits per client, and holds the waiting
 * digest, so no worker sends it before the change is there to be read. A change that waited for
 * the lock longer than a later one took widens the digest to its own time.
 */
export async function enqueueTeamDigest(
  services: ApiServices,
  trx: Transaction<Database>,
  userId: string,
  now: Date,
) {
  const { jobs } = services.auth.repositories;
  const since = now.toISOString();
  const waiting = await jobs.heldPending(trx, teamDigestKeys(userId));
  if (waiting) {
    const payload = teamDigestPayload.parse(JSON.parse(waiting.payload));
    if (payload.since <= since) return;
    const widened: TeamDigestPayload = { ...payload, since };
    await jobs.replacePayload(trx, waiting.id, JSON.stringify(widened));
    return;
  }
  const windowMs = services.auth.config.agenda.teamNotifyWindowMinutes * 60_000;
  const job = {
    kind: teamDigestJob,
    payload: { user_id: userId, since } satisfies TeamDigestPayload,
    dedupeKey: `${teamDigestKeys(userId)}${since}`,
    runAt: new Date(now.getTime() + windowMs),
  };
  await enqueueJob(services.auth, trx, job, now);
}
