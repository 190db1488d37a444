import { ApiError } from './api-client.ts';

/**
 * Refusals whose message the API writes for the client: the limits, the notice, a booking closed
 * or changed meanwhile, the change window (with the team's contact).
 */
const toldByServer = new Set([
  'slot_unavailable',
  'booking_limit',
  'booking_closed',
  'booking_changed',
  'booking_change_limit',
  'intake_required',
  'change_window_closed',
]);

/** The server's own words when it refused the booking itself; undefined for other failures. */
export const agendaRefusal = (error: unknown) =>
  error instanceof ApiError && toldByServer.has(error.code) ? error.message : undefined;

/** The booking was cancelled, began or changed elsewhere: the list shown is out of date. */
export const bookingOutdated = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'booking_closed' || error.code === 'booking_changed');
