import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Availability } from '../../../../../shared/agenda.ts';
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
import { readAvailability } from './availability.ts';
import { enqueueTeamDigest } from './team-digest.ts';
import { enqueueCalendarWrite } from '../calendars/calendar-write-back.ts';
import { hostOf } from './hosts.ts';

/** The job that sends one booking e-mail (send-booking-notice.ts). */
export const bookingNoticeJob = 'booking-notice';

const audiences = ['client', 'team'] as const;

/** The reminders the team can turn on: their settings and their jobs' keys. */
const reminderKinds = ['day_before', 'hour_before'] as const;
type ReminderKind = (typeof reminderKinds)[number];
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
    /** Absent from jobs enqueued before hosts: the team's rules apply. */
    host_id: z.string().nullish(),
  }),
  previous_start: z.string().nullable(),
  /** Which reminder: the day before, or the hour before (which leads to the call). */
  reminder: z.enum(reminderKinds).nullable().default(null),
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
 * When each reminder the team's rules turn on is due: the day before (BOOKING_REMINDER_HOURS
 * before, 24 unless set) and an hour before. Each key names the start, so a booking moved gets
 * its own reminders and the old ones find it gone (send-booking-notice.ts).
 */
function reminders(services: ApiServices, availability: Availability, start: string) {
  const at = (hours: number) => new Date(Date.parse(start) - hours * 3_600_000);
  const all: { kind: ReminderKind; on: boolean; key: string; runAt: Date }[] = [
    {
      kind: 'day_before',
      on: availability.reminder_day_before,
      key: `reminder:${start}`,
      runAt: at(services.auth.config.agenda.reminderHours),
    },
    {
      kind: 'hour_before',
      on: availability.reminder_hour_before,
      key: `hour-reminder:${start}`,
      runAt: at(1),
    },
  ];
  return all.filter((reminder) => reminder.on);
}

/**
 * Enqueues the e-mails of a booking change in the transaction that makes it, which holds the
 * client's lock (`lockClient`): the client's notice, the team's digest (team-digest.ts), and for
 * a booking that stands, each reminder the team's rules turn on, to the client and the team
 * (unless its moment has passed). The keys name the booking's sequence, so each change is told
 * once.
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
      host_id: booking.host_id,
    },
    previous_start: change.previousStart ?? null,
    cancelled_by: change.cancelledBy ?? null,
    client,
    host,
  };
  const notice = (
    event: BookingEvent,
    audience: Audience,
    key: string,
    options: { runAt?: Date; reminder?: ReminderKind } = {},
  ) =>
    enqueueJob(
      services.auth,
      trx,
      {
        kind: bookingNoticeJob,
        payload: {
          ...base,
          event,
          audience,
          reminder: options.reminder ?? null,
        } satisfies BookingNoticePayload,
        dedupeKey: `${bookingJobKeys(booking.id)}${key}:${audience}`,
        runAt: options.runAt,
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
  const availability = await readAvailability(services, trx);
  for (const reminder of reminders(services, availability, booking.start_at)) {
    if (reminder.runAt <= now) continue;
    for (const audience of audiences) {
      await notice('reminder', audience, reminder.key, {
        runAt: reminder.runAt,
        reminder: reminder.kind,
      });
    }
  }
}
