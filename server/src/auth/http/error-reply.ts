import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failureKind } from '../../http/failure-kind.ts';
import { RateLimitRefusal } from '../../platform/rate-limits/rate-limit-refusal.ts';
import { AuthError, authErrors } from '../domain/errors.ts';

export const apiVersion = '2024-01-01';

function asAuthError(error: FastifyError | Error, request: FastifyRequest): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof RateLimitRefusal) {
    return error.limit === 'requests'
      ? authErrors.overRequestRateLimit(error.retryAfterSeconds)
      : authErrors.overEmailSendRateLimit(error.retryAfterSeconds);
  }
  switch (failureKind(error, request)) {
    case 'store_unavailable': {
      const unavailable = authErrors.serviceUnavailable();
      return new AuthError(503, unavailable.code, unavailable.message, {}, { 'retry-after': '1' });
    }
    case 'row_gone':
      // An account deleted while this request wrote something of it.
      return authErrors.userNotFound(404);
    case 'body_too_large':
      return authErrors.bodyTooLarge();
    case 'unsupported_media_type':
      return authErrors.unsupportedMediaType();
    case 'bad_request':
      return authErrors.validation(error.message);
    case 'unexpected':
      return authErrors.unexpected();
  }
}

/**
 * The error body supabase-js reads (auth-api.md, "Errors"): clients that send
 * X-Supabase-Api-Version get `{code, message}` and the header back; others the older shape.
 */
export function sendAuthError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const authError = asAuthError(error, request);
  const requestedVersion = request.headers['x-supabase-api-version'];
  const versioned = typeof requestedVersion === 'string' && requestedVersion >= apiVersion;
  const body = versioned
    ? { code: authError.code, message: authError.message, ...authError.extraBody }
    : {
        code: authError.status,
        error_code: authError.code,
        msg: authError.message,
        ...authError.extraBody,
      };
  return reply.code(authError.status).headers(authError.headers).send(body);
}
