import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Database } from '../../../db/schema.ts';
import {
  type BookingEvent,
  bookingEvents,
  type CancellationCause,
  cancellationCauses,
} from '../../../mail/booking-templates.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { enqueueJob } from '../../../platform/jobs/job-queue.ts';
import { enqueueTeamDigest } from './team-digest.ts';
import { enqueueCalendarWrite } from '../calendars/calendar-write-back.ts';
import { hostOf } from './hosts.ts';

/** The job that sends one booking e-mail (send-booking-notice.ts). */
export const bookingNoticeJob = 'booking-notice';

const audiences = ['client', 'team'] as const;
type Audience = (typeof audiences)[number];

/** A job's input: the booking and its client as they were when the event happened. */
export const bookingNoticePayload = z.object({
  event: z.enum(bookingEvents),
  audience: z.enum(audiences),
  booking: z.object({
    id: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    topic: z.string().nullable(),
    notes: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    sequence: z.number().int(),
  }),
  previous_start: z.string().nullable(),
  cancelled_by: z.enum(cancellationCauses).nullable(),
  client: z.object({ email: z.string(), name: z.string().nullable() }),
  /** The booking's host (decision 048); absent from jobs enqueued before hosts. */
  host: z.object({ email: z.string(), name: z.string() }).nullish(),
});
export type BookingNoticePayload = z.infer<typeof bookingNoticePayload>;

export interface BookingChange {
  event: Exclude<BookingEvent, 'reminder'>;
  /** The booking as stored after the change. */
  booking: BookingRow;
  previousStart?: string;
  cancelledBy?: CancellationCause;
  /**
   * A leaving client's booking, whose account and digest go with it: the team is told at once, in
   * a notice of its own, and so is a client who deleted their own account (their calendar still
   * holds the conversation). Otherwise the client is told at once and the team in the client's
   * digest.
   */
  leaving?: boolean;
}

/** The client as the e-mails name them: address and name; none once the account is gone. */
export async function clientOf(services: ApiServices, db: Queryable, userId: string) {
  const user = await services.auth.repositories.users.findById(db, userId);
  if (!user) return undefined;
  const profile = await services.profiles.find(db, userId);
  return { email: user.email, name: profile?.full_name ?? null };
}

/** Who hears of a change at once (see `BookingChange.leaving`). */
function toldAtOnce(change: BookingChange): Audience[] {
  if (!change.leaving) return ['client'];
  return change.cancelledBy === 'account_deletion' ? ['team', 'client'] : ['team'];
}

/** The start of every key of a booking's jobs. */
export const bookingJobKeys = (bookingId: string) => `booking:${bookingId}:`;

/**
 * Enqueues the e-mails of a booking change in the transaction that makes it, which holds the
 * client's lock (`lockClient`): the client's notice, the team's digest (team-digest.ts), and for
 * a booking that stands, a reminder to each `BOOKING_REMINDER_HOURS` before it starts (unless that
 * moment has passed). The keys name the booking's sequence, so each change is told once.
 */
export async function enqueueBookingNotices(
  services: ApiServices,
  trx: Transaction<Database>,
  change: BookingChange,
  now = new Date(),
) {
  const { booking } = change;
  const client = await clientOf(services, trx, booking.user_id);
  if (!client) throw new Error('the booking has no client');
  const host = await hostOf(services, trx, booking.host_id);
  const base = {
    booking: {
      id: booking.id,
      start_at: booking.start_at,
      end_at: booking.end_at,
      topic: booking.topic,
      notes: booking.notes,
      cancel_reason: booking.cancel_reason,
      sequence: booking.sequence,
    },
    previous_start: change.previousStart ?? null,
    cancelled_by: change.cancelledBy ?? null,
    client,
    host,
  };
  const notice = (event: BookingEvent, audience: Audience, key: string, runAt?: Date) =>
    enqueueJob(
      services.auth,
      trx,
      {
        kind: bookingNoticeJob,
        payload: { ...base, event, audience } satisfies BookingNoticePayload,
        dedupeKey: `${bookingJobKeys(booking.id)}${key}:${audience}`,
        runAt,
      },
      now,
    );
  for (const audience of toldAtOnce(change)) {
    await notice(change.event, audience, `${booking.sequence}:${change.event}`);
  }
  if (!change.leaving) await enqueueTeamDigest(services, trx, booking.user_id, now);
  // The host's connected calendar follows every change (calendars/calendar-write-back.ts).
  await enqueueCalendarWrite(services, trx, booking, now);
  if (change.event === 'cancellation') return;
  const { reminderHours } = services.auth.config.agenda;
  const remindAt = new Date(Date.parse(booking.start_at) - reminderHours * 3_600_000);
  if (remindAt <= now) return;
  for (const audience of audiences) {
    await notice('reminder', audience, `reminder:${booking.start_at}`, remindAt);
  }
}
