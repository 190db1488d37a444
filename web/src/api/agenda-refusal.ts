import { ApiError } from './api-client.ts';

/** Refusals whose message the API writes for the client: the limit, the notice, a closed booking. */
const toldByServer = new Set(['slot_unavailable', 'booking_limit', 'booking_closed']);

/** The server's own words when it refused the booking itself; undefined for other failures. */
export const agendaRefusal = (error: unknown) =>
  error instanceof ApiError && toldByServer.has(error.code) ? error.message : undefined;
