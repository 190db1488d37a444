import type { Availability, Booking, HostSettings } from '../../../shared/agenda.ts';
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

/**
 * The confirmed bookings that start from instant `from` to `to` (ISO, at most 62 days apart): one
 * host's, or the whole team's.
 */
export const fetchTeamBookings = (from: string, to: string, host?: string) =>
  apiRequest<TeamBooking[]>(
    'GET',
    `/admin/bookings?${new URLSearchParams({ from, to, ...(host === undefined ? {} : { host }) })}`,
  );

/** Cancels a client's booking; the client is e-mailed the reason. */
export const cancelTeamBooking = (id: string, reason: string) =>
  apiRequest<Booking>('POST', `/admin/bookings/${encodeURIComponent(id)}/cancel`, { reason });

/** Moves a client's booking to another free slot, inside the client's change window too. */
export const rescheduleTeamBooking = (id: string, start: string) =>
  apiRequest<Booking>('POST', `/admin/bookings/${encodeURIComponent(id)}/reschedule`, { start });

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

// --- Hosts: each member of the team, their hours, and whether they take clients ----------------

export const fetchTeamHosts = () => apiRequest<{ hosts: HostSettings[] }>('GET', '/admin/hosts');

export const setAcceptsBookings = (id: string, acceptsBookings: boolean) =>
  apiRequest<HostSettings>('PUT', `/admin/hosts/${encodeURIComponent(id)}`, {
    accepts_bookings: acceptsBookings,
  });

/** A member's hours: their own, or the team's while they keep none. */
export const fetchHostAvailability = (id: string) =>
  apiRequest<Availability>('GET', `/admin/hosts/${encodeURIComponent(id)}/availability`);

export const saveHostAvailability = (id: string, availability: Availability) =>
  apiRequest<Availability>(
    'PUT',
    `/admin/hosts/${encodeURIComponent(id)}/availability`,
    availability,
  );

/** Puts a member back on the team's hours; answers them. */
export const resetHostAvailability = (id: string) =>
  apiRequest<Availability>('DELETE', `/admin/hosts/${encodeURIComponent(id)}/availability`);
