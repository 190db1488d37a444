import type { Booking } from '../../../../shared/agenda.ts';

const byStart = (a: Booking, b: Booking) => Date.parse(a.start) - Date.parse(b.start);

/**
 * "Suas conversas": confirmed ones not yet over, soonest first; the history: cancelled and past
 * ones, latest first.
 */
export function bookingLists(bookings: readonly Booking[], now: number) {
  const isUpcoming = (booking: Booking) =>
    booking.status === 'confirmed' && Date.parse(booking.end) > now;
  return {
    upcoming: bookings.filter(isUpcoming).sort(byStart),
    history: bookings
      .filter((booking) => !isUpcoming(booking))
      .sort(byStart)
      .reverse(),
  };
}

/** The list with `booking` in it: in place of its older self (same id), or added. */
export const withBooking = (bookings: readonly Booking[], booking: Booking) => [
  ...bookings.filter(({ id }) => id !== booking.id),
  booking,
];
