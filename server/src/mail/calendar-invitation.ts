import { createEvent } from 'ics';
import addressparser from 'nodemailer/lib/addressparser';

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  /** The same for every message about one meeting, so calendars update it instead of adding. */
  uid: string;
  /** Raised by every change; calendars ignore a message older than what they hold. */
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description: string;
  /** The MAIL_FROM header, `Name <address>`: who sends the invitation. */
  organizer: string;
  attendee: { name: string | null; email: string };
  /** Where it happens: LOCATION (an address or the link), and URL (the link to join). */
  meeting: { url: string | null; location: string | null };
}

function person(address: string) {
  const [parsed] = addressparser(address, { flatten: true });
  return { name: parsed?.name || undefined, email: parsed?.address ?? address };
}

/** The `.ics` text of one meeting (RFC 5545), with the METHOD the message carries. */
export function calendarInvitation(event: CalendarEvent) {
  const { error, value } = createEvent({
    productId: '-//Legacy//Agenda//PT-BR',
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: Date.parse(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.summary,
    description: event.description,
    organizer: person(event.organizer),
    attendees: [
      {
        // Without one, the library writes "Unnamed attendee" beside the address.
        name: event.attendee.name ?? event.attendee.email,
        email: event.attendee.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
    ...(event.meeting.location ? { location: event.meeting.location } : {}),
    ...(event.meeting.url ? { url: event.meeting.url } : {}),
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}
