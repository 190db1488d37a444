import { apiErrorMessages } from '../content/api.ts';
import { ApiError } from './api-client.ts';

/** What to tell the client about a failed call, in pt-BR. */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorMessages.unexpected;
  if (error.status === 0) return apiErrorMessages.noConnection;
  if (error.status === 503) return apiErrorMessages.serviceUnavailable;
  if (error.status === 429) return apiErrorMessages.tooManyRequests;
  // A refused input is explained by the server, in the client's words.
  if (error.code === 'validation_failed') return error.message;
  return apiErrorMessages.unexpected;
}
