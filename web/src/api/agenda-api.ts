import type { z } from 'zod';
import type { Booking, bookingInput, HostRef, SlotList } from '../../../shared/agenda.ts';
import { apiRequest } from './api-client.ts';

export type BookingRequest = z.output<typeof bookingInput>;

/**
 * Free, bookable slots from day `from` to day `to` (the team's days, at most 62 apart): one host's,
 * or any host's.
 */
export const fetchSlots = (from: string, to: string, host?: string) =>
  apiRequest<SlotList>(
    'GET',
    `/slots?${new URLSearchParams({ from, to, ...(host === undefined ? {} : { host }) })}`,
  );

/** The members of the team a client may book. */
export const fetchHosts = () => apiRequest<{ hosts: HostRef[] }>('GET', '/hosts');

/** The client's bookings, upcoming first. */
export const fetchBookings = () => apiRequest<Booking[]>('GET', '/bookings');

export const createBooking = (request: BookingRequest) =>
  apiRequest<Booking>('POST', '/bookings', request);

/** Moves a booking to another slot; the old one is freed only once the new one is taken. */
export const rescheduleBooking = (id: string, start: string) =>
  apiRequest<Booking>('POST', `/bookings/${encodeURIComponent(id)}/reschedule`, { start });

export const cancelBooking = (id: string) =>
  apiRequest<Booking>('POST', `/bookings/${encodeURIComponent(id)}/cancel`);
