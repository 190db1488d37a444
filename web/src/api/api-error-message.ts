import { apiErrorMessages } from '../content/api.ts';
import { ApiError } from './api-client.ts';

/** What to tell the client about a failed call, in pt-BR. */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorMessages.unexpected;
  if (error.status === 0) return apiErrorMessages.noConnection;
  if (error.status === 503) return apiErrorMessages.serviceUnavailable;
  if (error.status === 429) return apiErrorMessages.tooManyRequests;
  // A refused input, or a second factor still to give, is explained by the server in pt-BR.
  if (error.code === 'validation_failed' || error.code === 'mfa_required') return error.message;
  return apiErrorMessages.unexpected;
}
