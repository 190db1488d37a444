import type { Availability, Booking } from '../../../../../shared/agenda.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { changeableUntil } from './change-window.ts';
import { meetingOf, noMeeting } from './meeting.ts';

/** A booking as the client and the team read it; the meeting only while it stands. */
export function bookingJson(
  services: ApiServices,
  row: BookingRow,
  availability: Availability,
): Booking {
  const meeting = row.status === 'confirmed' ? meetingOf(services, row, availability) : noMeeting;
  return {
    id: row.id,
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    topic: row.topic,
    notes: row.notes,
    meeting_url: meeting.url,
    cancel_reason: row.cancel_reason,
    created_at: row.created_at,
    meeting_location: meeting.location,
    changeable_until: changeableUntil(row, availability),
  };
}
