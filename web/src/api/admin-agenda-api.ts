import type { Availability, Booking } from '../../../shared/agenda.ts';
import { apiRequest } from './api-client.ts';

/** A confirmed booking as the team's agenda lists it: whose it is, by the client's id. */
export interface TeamBooking extends Booking {
  client_id: string;
  client_email: string;
  /** From the client's profile; null until they give it. */
  client_name: string | null;
}

/** The confirmed bookings that start from instant `from` to `to` (ISO, at most 62 days apart). */
export const fetchTeamBookings = (from: string, to: string) =>
  apiRequest<TeamBooking[]>('GET', `/admin/bookings?${new URLSearchParams({ from, to })}`);

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
