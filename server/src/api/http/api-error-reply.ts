import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../../auth/domain/errors.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import { isTransientStoreError } from '../../db/transient-error.ts';
import { ApiError, apiErrors } from './api-errors.ts';

/** The auth server's refusals, as this API answers them. */
function fromAuthError(error: AuthError): ApiError {
  if (error.code === 'no_authorization') return apiErrors.noAuthorization();
  if (error.status === 429) {
    return apiErrors.overRequestRateLimit(Number(error.headers['retry-after'] ?? 1));
  }
  // A bad or expired token, an ended session, a deleted or banned user: sign in again.
  return apiErrors.sessionEnded();
}

function asApiError(error: FastifyError | Error, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AuthError) return fromAuthError(error);
  if (isTransientStoreError(error)) {
    request.log.warn({ err: error.message }, 'store unavailable');
    return apiErrors.serviceUnavailable();
  }
  // The signed-in account was deleted while this request wrote something of it.
  if (isForeignKeyViolation(error)) return apiErrors.sessionEnded();
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return apiErrors.bodyTooLarge();
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return apiErrors.unsupportedMediaType();
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return apiErrors.validation('Requisição inválida.');
  }
  request.log.error({ err: error }, 'unexpected failure');
  return apiErrors.unexpected();
}

/** `{ code, message, field? }` with the error's status and headers; never a 5xx's internals. */
export function sendApiError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const apiError = asApiError(error, request);
  const body = {
    code: apiError.code,
    message: apiError.message,
    ...(apiError.field ? { field: apiError.field } : {}),
  };
  return reply.code(apiError.status).headers(apiError.headers).send(body);
}
