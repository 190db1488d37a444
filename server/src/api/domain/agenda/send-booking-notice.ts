import { sitePaths } from '../../../../../shared/site-paths.ts';
import { bookingCopy } from '../../../mail/booking-copy.ts';
import { bookingNoticeEmail } from '../../../mail/booking-templates.ts';
import { calendarInvitation } from '../../../mail/calendar-invitation.ts';
import type { JobRow } from '../../../platform/jobs/job-repository.ts';
import type { ApiServices } from '../api-services.ts';
import { teamAddresses } from '../team-addresses.ts';
import { readAvailability } from './availability.ts';
import { type BookingNoticePayload, bookingNoticePayload } from './booking-notices.ts';

/**
 * A reminder is sent for the booking as it stands when the reminder is due: only if it is still
 * confirmed at the start it was scheduled for (a reschedule has its own reminder).
 */
async function standingBooking(services: ApiServices, payload: BookingNoticePayload) {
  const booking = await services.agenda.findBooking(services.auth.store.db, payload.booking.id);
  const stands = booking?.status === 'confirmed' && booking.start_at === payload.booking.start_at;
  return stands ? booking : undefined;
}

/** The job `booking-notice`: one booking e-mail with its calendar invitation. */
export async function sendBookingNotice(services: ApiServices, input: unknown, job: JobRow) {
  const payload = bookingNoticePayload.parse(input);
  const booking =
    payload.event === 'reminder' ? await standingBooking(services, payload) : payload.booking;
  if (!booking) return;
  const { config, log, mailer } = services.auth;
  const recipients =
    payload.audience === 'client' ? [payload.client.email] : await teamAddresses(services);
  if (recipients.length === 0) {
    log.warn(
      { job: job.id },
      'no one to tell of a booking: set TEAM_NOTIFY_EMAIL or give an account the staff role',
    );
    return;
  }

  const availability = await readAvailability(services);
  const cancelled = payload.event === 'cancellation';
  const meetingUrl = cancelled ? null : availability.meeting_url;
  const { client } = payload;
  const agendaUrl = `${config.siteUrl}${sitePaths.agenda}`;
  const host = new URL(config.siteUrl).hostname;
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const invitation = calendarInvitation({
    method,
    uid: `${booking.id}@${host}`,
    sequence: booking.sequence,
    start: booking.start_at,
    end: booking.end_at,
    summary: bookingCopy.summary,
    description: [booking.topic, agendaUrl].filter(Boolean).join('\n\n'),
    organizer: config.mail.from,
    attendee: client,
    meetingUrl,
  });
  await mailer.send({
    to: recipients.join(', '),
    ...bookingNoticeEmail({
      event: payload.event,
      audience: payload.audience,
      siteUrl: config.siteUrl,
      agendaUrl,
      timeZone: availability.time_zone,
      start: booking.start_at,
      end: booking.end_at,
      previousStart: payload.previous_start,
      client: client.name ? `${client.name} <${client.email}>` : client.email,
      topic: booking.topic,
      notes: booking.notes,
      meetingUrl,
      cancelledBy: payload.cancelled_by,
      reason: booking.cancel_reason,
    }),
    // The job's own id: a message sent again after a crash keeps it, and clients collapse copies.
    messageId: `<${job.id}@${host}>`,
    icalEvent: { method, filename: 'convite.ics', content: invitation },
  });
}
