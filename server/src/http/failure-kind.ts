import type { FastifyError, FastifyRequest } from 'fastify';
import { isDamagedStoreError, reportDamage } from '../db/damaged-store.ts';
import { isForeignKeyViolation } from '../db/constraint-violations.ts';
import { isTransientStoreError } from '../db/transient-error.ts';

/** What an error that is not one of an API's own answers comes to, for that API to word it. */
export type FailureKind =
  | 'store_unavailable'
  | 'row_gone'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'bad_request'
  | 'unexpected';

/**
 * Store faults (logged as warnings; a damaged store as an error, once, with how to restore) answer
 * 503 so clients retry; a row deleted by a parallel
 * request is the client's race, not a fault; Fastify's own 4xx are bad requests; anything else is
 * logged as an unexpected failure and its internals never leave the server.
 */
export function failureKind(error: FastifyError | Error, request: FastifyRequest): FailureKind {
  const { log } = request;
  if (isDamagedStoreError(error)) {
    reportDamage(request.server.store, error, log);
    request.server.metrics.storeErrors.inc({ kind: 'damaged' });
    return 'store_unavailable';
  }
  if (isTransientStoreError(error)) {
    // The error itself (SQLITE_FULL, ENOSPC, 57P01…), for the operator: the answer says only 503.
    log.warn({ err: error.message, code: (error as { code?: unknown }).code }, 'store unavailable');
    request.server.metrics.storeErrors.inc({ kind: 'unavailable' });
    return 'store_unavailable';
  }
  if (isForeignKeyViolation(error)) return 'row_gone';
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'body_too_large';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return 'bad_request';
  log.error({ err: error }, 'unexpected failure');
  return 'unexpected';
}
