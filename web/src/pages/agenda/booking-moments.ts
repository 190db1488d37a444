import type { Booking } from '../../../../shared/agenda.ts';

/** The call opens this long before the start. */
const joinOpensMs = 10 * 60_000;

/** Whether the call can be joined at `now`: from 10 minutes before the start to the end. */
export const canJoin = (booking: Booking, now: number) =>
  booking.meeting_url !== null &&
  now >= Date.parse(booking.start) - joinOpensMs &&
  now < Date.parse(booking.end);

/** Whether the client may still reschedule or cancel at `now` (the team's change window). */
export const canChange = (booking: Booking, now: number) =>
  now < Date.parse(booking.changeable_until);
