import { createEvent, createEvents, type EventAttributes } from 'ics';
import addressparser from 'nodemailer/lib/addressparser';

/** A meeting as a calendar shows it. */
export interface CalendarEntry {
  /** The same for every message about one meeting, so calendars update it instead of adding. */
  uid: string;
  /** Raised by every change; calendars ignore a message older than what they hold. */
  sequence: number;
  cancelled: boolean;
  start: string;
  end: string;
  summary: string;
  description: string;
  /** Where it happens: LOCATION (an address or the link), and URL (the link to join). */
  meeting: { url: string | null; location: string | null };
}

export interface CalendarEvent extends Omit<CalendarEntry, 'cancelled'> {
  method: 'REQUEST' | 'CANCEL';
  /** The MAIL_FROM header, `Name <address>`: who sends the invitation. */
  organizer: string;
  attendee: { name: string | null; email: string };
}

function person(address: string) {
  const [parsed] = addressparser(address, { flatten: true });
  return { name: parsed?.name || undefined, email: parsed?.address ?? address };
}

const productId = '-//Legacy//Agenda//PT-BR';

function entryOf(entry: CalendarEntry): EventAttributes {
  return {
    uid: entry.uid,
    sequence: entry.sequence,
    status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: Date.parse(entry.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(entry.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: entry.summary,
    description: entry.description,
    ...(entry.meeting.location ? { location: entry.meeting.location } : {}),
    ...(entry.meeting.url ? { url: entry.meeting.url } : {}),
  };
}

/** The `.ics` text of one meeting (RFC 5545), with the METHOD the message carries. */
export function calendarInvitation(event: CalendarEvent) {
  const { error, value } = createEvent({
    productId,
    method: event.method,
    ...entryOf({ ...event, cancelled: event.method === 'CANCEL' }),
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
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}

/**
 * Meetings as a calendar of the team's holds them: no organizer nor attendee, so that no
 * calendar server sends invitations of its own (RFC 6638).
 */
export function calendarEntries(entries: readonly CalendarEntry[], calName?: string) {
  const { error, value } = createEvents(entries.map(entryOf), { productId, calName });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}

/** One meeting as a CalDAV calendar stores it: without a METHOD (RFC 4791, 4.1). */
export function calendarObject(entry: CalendarEntry) {
  return calendarEntries([entry]).replace(/^METHOD:.*\r?\n/m, '');
}
