import type { Availability, Booking } from '../../../shared/agenda.ts';
import type {
  Attendance,
  BookingNotesRequest,
  TeamConversationRecord,
} from '../../../shared/booking-notes.ts';
import { apiRequest } from './api-client.ts';

/** A confirmed booking as the team's agenda lists it: whose it is, by the client's id. */
export interface TeamBooking extends Booking {
  client_id: string;
  client_email: string;
  /** From the client's profile; null until they give it. */
  client_name: string | null;
  /** The team's own notes on the conversation; the client never reads them. */
  private_notes: string | null;
}

/** The confirmed bookings that start from instant `from` to `to` (ISO, at most 62 days apart). */
export const fetchTeamBookings = (from: string, to: string) =>
  apiRequest<TeamBooking[]>('GET', `/admin/bookings?${new URLSearchParams({ from, to })}`);

/** Cancels a client's booking; the client is e-mailed the reason. */
export const cancelTeamBooking = (id: string, reason: string) =>
  apiRequest<Booking>('POST', `/admin/bookings/${encodeURIComponent(id)}/cancel`, { reason });

/** The team's agenda rules: hours, exceptions, and how clients may book. */
export const fetchAvailability = () => apiRequest<Availability>('GET', '/admin/availability');

export const saveAvailability = (availability: Availability) =>
  apiRequest<Availability>('PUT', '/admin/availability', availability);

/** Whether a conversation whose start has passed took place; the last mark wins. */
export const markAttendance = (id: string, status: Attendance) =>
  apiRequest<TeamConversationRecord>(
    'POST',
    `/admin/bookings/${encodeURIComponent(id)}/attendance`,
    { status },
  );

/** The team's private notes, the client's recap, or both; a field left out stays as it is. */
export const saveBookingNotes = (id: string, notes: BookingNotesRequest) =>
  apiRequest<TeamConversationRecord>(
    'PUT',
    `/admin/bookings/${encodeURIComponent(id)}/notes`,
    notes,
  );
