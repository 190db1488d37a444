import { apiErrorMessage } from './api-error-message.ts';
import { ApiError } from './api-client.ts';

/**
 * Refusals whose message the API writes for the client: the evidence a milestone asks for (or one
 * that is not the client's), a milestone that is the team's, a field refused, a file too large or of a type the plan does not
 * take.
 */
const toldByServer = new Set([
  'evidence_required',
  'evidence_not_found',
  'forbidden',
  'validation_failed',
  'request_entity_too_large',
  'unsupported_media_type',
]);

/** Why completing a milestone failed, in the server's words where it gave them. */
export const planRefusal = (error: unknown) =>
  error instanceof ApiError && toldByServer.has(error.code)
    ? error.message
    : apiErrorMessage(error);

/** The milestone is no longer the one the page shows (changed, or gone from the plan). */
export const milestoneGone = (error: unknown) =>
  error instanceof ApiError && error.code === 'not_found';
