import { bookingCopy } from '../../../mail/booking-copy.ts';
import { calendarInvitation } from '../../../mail/calendar-invitation.ts';
import type { ApiServices } from '../api-services.ts';
import { agendaUrlFor } from './agenda-urls.ts';
import { type Meeting, noMeeting } from './meeting.ts';

/** What of a booking its calendar entry shows. */
export interface InvitedBooking {
  id: string;
  start_at: string;
  end_at: string;
  topic: string | null;
  sequence: number;
}

/**
 * A booking's calendar entry, as every e-mail about it carries it: REQUEST while it stands, CANCEL
 * once cancelled, under one UID, with the booking's `sequence` so that calendars take the newest.
 * Its description leads to the agenda of whoever receives it: the client's, or the team's console.
 */
export function bookingInvitation(
  services: ApiServices,
  booking: InvitedBooking,
  invited: {
    audience: 'client' | 'team';
    cancelled: boolean;
    client: { email: string; name: string | null };
    meeting: Meeting;
  },
) {
  const { config } = services.auth;
  const agendaUrl = agendaUrlFor(services, invited.audience);
  const method = invited.cancelled ? ('CANCEL' as const) : ('REQUEST' as const);
  const content = calendarInvitation({
    method,
    uid: `${booking.id}@${new URL(config.siteUrl).hostname}`,
    sequence: booking.sequence,
    start: booking.start_at,
    end: booking.end_at,
    summary: bookingCopy.summary,
    description: [booking.topic, agendaUrl].filter(Boolean).join('\n\n'),
    organizer: config.mail.from,
    attendee: invited.client,
    meeting: invited.cancelled ? noMeeting : invited.meeting,
  });
  return { method, content };
}
