import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { recapNoticeEmail } from '../../../mail/recap-notice-email.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import type { JobRow } from '../../../platform/jobs/job-repository.ts';
import type { ApiServices } from '../api-services.ts';
import { agendaUrlFor } from './agenda-urls.ts';
import { readAvailability } from './availability.ts';
import { bookingJobKeys, clientOf } from './booking-notices.ts';
import { recapOf } from './conversation-records.ts';

/** The job that tells a client their conversation's recap is there to read. */
export const recapNoticeJob = 'booking-recap-notice';

const recapNoticePayload = z.object({ booking_id: z.string() });

/** The start of the keys of a booking's recap notices; under the booking's, so they go with it. */
const recapNoticeKeys = (bookingId: string) => `${bookingJobKeys(bookingId)}recap:`;

/**
 * Has the client told of a recap written or reworded at `now`: by the notice already waiting, or
 * by one due TEAM_NOTIFY_WINDOW_MINUTES later, so a host who saves again while still writing
 * sends one e-mail. The caller holds the client's lock, so one notice waits per booking.
 */
export async function enqueueRecapNotice(
  services: ApiServices,
  trx: Transaction<Database>,
  bookingId: string,
  now: Date,
) {
  const keys = recapNoticeKeys(bookingId);
  if (await services.auth.repositories.jobs.heldPending(trx, keys)) return;
  const windowMs = services.auth.config.agenda.teamNotifyWindowMinutes * 60_000;
  const job = {
    kind: recapNoticeJob,
    payload: { booking_id: bookingId } satisfies z.infer<typeof recapNoticePayload>,
    dedupeKey: `${keys}${now.toISOString()}`,
    runAt: new Date(now.getTime() + windowMs),
  };
  await enqueueJob(services.auth, trx, job, now);
}

/**
 * The job `booking-recap-notice`: reads the booking when it runs, and says nothing when the recap
 * was cleared meanwhile or the account is gone.
 */
export async function sendRecapNotice(services: ApiServices, input: unknown, job: JobRow) {
  const { booking_id: bookingId } = recapNoticePayload.parse(input);
  const { db } = services.auth.store;
  const booking = await services.agenda.findBooking(db, bookingId);
  if (!booking) return;
  if (!recapOf(await services.bookingNotes.findNotes(db, booking.id))) return;
  const client = await clientOf(services, db, booking.user_id);
  if (!client) return;
  const availability = await readAvailability(services);
  const { config, mailer } = services.auth;
  await mailer.send({
    to: client.email,
    ...recapNoticeEmail({
      siteUrl: config.siteUrl,
      agendaUrl: agendaUrlFor(services, 'client'),
      timeZone: availability.time_zone,
      start: booking.start_at,
      end: booking.end_at,
      clientName: client.name,
    }),
    messageId: `<${job.id}@${new URL(config.siteUrl).hostname}>`,
  });
}
