import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import { isTransientStoreError } from '../../db/transient-error.ts';
import { AuthError, authErrors } from '../domain/errors.ts';

export const apiVersion = '2024-01-01';

function asAuthError(error: FastifyError | Error, request: FastifyRequest): AuthError {
  if (error instanceof AuthError) return error;
  if (isTransientStoreError(error)) {
    request.log.warn({ err: error.message }, 'store unavailable');
    const unavailable = authErrors.serviceUnavailable();
    return new AuthError(503, unavailable.code, unavailable.message, {}, { 'retry-after': '1' });
  }
  // An account deleted while this request wrote something of it.
  if (isForeignKeyViolation(error)) return authErrors.userNotFound(404);
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return authErrors.bodyTooLarge();
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return authErrors.unsupportedMediaType();
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return authErrors.validation(error.message);
  }
  request.log.error({ err: error }, 'unexpected failure');
  return authErrors.unexpected();
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
