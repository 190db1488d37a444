import type { CalendarEntry } from '../../../mail/calendar-invitation.ts';
import type { ApiServices } from '../api-services.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';

/** What a host's own calendars call their conversations. */
export const hostCalendarCopy = {
  feedName: 'Legacy: minhas conversas',
  summary: (client: string) => `Conversa com ${client}`,
};

/** The UID every e-mail's `.ics` gives the booking (booking-invitation.ts), so calendars match. */
const bookingUid = (services: ApiServices, bookingId: string) =>
  `${bookingId}@${new URL(services.auth.config.siteUrl).hostname}`;

/** Whether an event of a host's calendar is one this site wrote there. */
export const isBookingUid = (services: ApiServices) => {
  const suffix = bookingUid(services, '');
  return (uid: string) => uid.endsWith(suffix);
};

/**
 * A booking as its host's own calendars show it (the feed, the CalDAV calendar): whom it is with
 * and what about, which only the host reads.
 */
export function bookingEntry(
  services: ApiServices,
  booking: Pick<BookingRow, 'id' | 'start_at' | 'end_at' | 'status' | 'topic' | 'sequence'>,
  client: { email: string | null; name: string | null },
): CalendarEntry {
  const who = client.name ?? client.email ?? 'cliente';
  return {
    uid: bookingUid(services, booking.id),
    sequence: booking.sequence,
    cancelled: booking.status === 'cancelled',
    start: booking.start_at,
    end: booking.end_at,
    summary: hostCalendarCopy.summary(who),
    description: [booking.topic, client.email].filter(Boolean).join('\n\n'),
    meeting: { url: null, location: null },
  };
}
