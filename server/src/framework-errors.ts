import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authPrefix } from './auth/auth-plugin.ts';
import { sendAuthError } from './auth/error-reply.ts';
import { jsonAnswerHeaders } from './site/security-headers.ts';

/**
 * Errors Fastify raises before routing, such as a path that does not decode (`/%`). No scope's
 * hooks run for them, so the answer brings its own headers, and under /auth/v1 the API's error
 * shape.
 */
export function frameworkErrorHandler(siteUrl: string) {
  const headers = jsonAnswerHeaders(siteUrl);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (request.url.startsWith(`${authPrefix}/`)) return sendAuthError(error, request, reply);
    return reply.code(error.statusCode ?? 400).send({ message: 'Bad request' });
  };
}
