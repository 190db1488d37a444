import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authApiPrefix } from '../../shared/site-paths.ts';
import { sendAuthError } from './auth/http/error-reply.ts';
import { jsonAnswerHeaders } from './http/json-answer-headers.ts';

/**
 * Errors Fastify raises before routing, such as a path that does not decode (`/%`). No scope's
 * hooks run for them, so the answer brings its own headers, and under /auth/v1 the API's error
 * shape.
 */
export function frameworkErrorHandler(siteUrl: string) {
  const headers = jsonAnswerHeaders(siteUrl);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (request.url.startsWith(`${authApiPrefix}/`)) sendAuthError(error, request, reply);
    else reply.code(error.statusCode ?? 400).send({ message: 'Bad request' });
  };
}

/**
 * Errors outside the APIs (the site's files and pages, the health checks): a static file's refused
 * path, a body too large for a page route. Fastify's own answer would name its error code
 * (`FST_…`); this one gives the status and its standard phrase only, as an uncached JSON answer.
 * Anything but a client error is logged and answered 500.
 */
export function siteErrorHandler(siteUrl: string) {
  const headers = jsonAnswerHeaders(siteUrl);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode } = error;
    const status =
      statusCode !== undefined && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected failure');
    return reply
      .code(status)
      .headers(headers)
      .send({ message: STATUS_CODES[status], statusCode: status });
  };
}

const clientErrorStatus: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed
 * request line): answered as Fastify would, with the same headers as any JSON answer.
 */
export function clientErrorHandler(siteUrl: string) {
  const headerLines = Object.entries(jsonAnswerHeaders(siteUrl))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = clientErrorStatus[error.code ?? ''] ?? 400;
    const body = JSON.stringify({ message: STATUS_CODES[status], statusCode: status });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headerLines}connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
