import { ApiError } from './api-client.ts';

/** Refusals the API words for the team: the address taken, the invitation accepted, and so on. */
const toldByServer = new Set([
  'email_exists',
  'invitation_accepted',
  'client_disabled',
  'over_email_send_rate_limit',
  'email_send_failed',
]);

/** The server's own words when it refused a team's action; undefined for other failures. */
export const teamRefusal = (error: unknown) =>
  error instanceof ApiError && toldByServer.has(error.code) ? error.message : undefined;
