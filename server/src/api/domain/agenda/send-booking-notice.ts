import { bookingNoticeEmail, teamClientLabel } from '../../../mail/booking-templates.ts';
import type { JobRow } from '../../../platform/jobs/job-repository.ts';
import type { ApiServices } from '../api-services.ts';
import { teamRecipients } from '../team-addresses.ts';
import { bookingInvitation } from './booking-invitation.ts';
import { type BookingNoticePayload, bookingNoticePayload } from './booking-notices.ts';
import { agendaUrlFor } from './agenda-urls.ts';
import { readHosts, rulesOf } from './hosts.ts';
import { meetingOf, noMeeting } from './meeting.ts';

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
  const { config, mailer } = services.auth;
  const host = payload.host ?? null;
  const recipients =
    payload.audience === 'client'
      ? [payload.client.email]
      : await teamRecipients(services, job.id, host ? [host.email] : []);
  if (recipients.length === 0) return;
  // The host's rules: their meeting and their zone (the team's for a booking without a host).
  const availability = rulesOf(await readHosts(services), booking.host_id ?? null);
  const cancelled = payload.event === 'cancellation';
  const meeting = cancelled ? noMeeting : meetingOf(services, booking, availability);
  const { client, audience } = payload;
  const invitation = bookingInvitation(services, booking, {
    audience,
    cancelled,
    client,
    meeting,
  });
  await mailer.send({
    to: recipients.join(', '),
    ...bookingNoticeEmail({
      event: payload.event,
      audience,
      siteUrl: config.siteUrl,
      agendaUrl: agendaUrlFor(services, audience),
      timeZone: availability.time_zone,
      start: booking.start_at,
      end: booking.end_at,
      previousStart: payload.previous_start,
      client: teamClientLabel(client),
      host: host?.name ?? null,
      topic: booking.topic,
      notes: booking.notes,
      meetingUrl: meeting.url,
      meetingLocation: meeting.location,
      joinUrl: payload.reminder === 'hour_before' ? meeting.url : null,
      cancelledBy: payload.cancelled_by,
      reason: booking.cancel_reason,
    }),
    // The job's own id: a message sent again after a crash keeps it, and clients collapse copies.
    messageId: `<${job.id}@${new URL(config.siteUrl).hostname}>`,
    icalEvent: { ...invitation, filename: 'convite.ics' },
  });
}
