import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type BodyErrors, acceptJsonBodiesOnly } from './json-body-parser.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './zod-schema-compilers.ts';

export interface JsonApiErrors extends BodyErrors {
  invalid(message: string, field?: string): Error;
  /** The message for a body that is not an object at all, when the API words it once for all. */
  notAnObject?: string;
  notFound(): Error;
  /** Writes any error as the API's answer. */
  send(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * What every JSON API of this server does in its scope: JSON bodies only, zod schemas to read
 * input and to write answers, every error (a missing route included) in the API's own shape.
 */
export function setUpJsonApi(app: FastifyInstance, errors: JsonApiErrors) {
  acceptJsonBodiesOnly(app, errors);
  app.setValidatorCompiler(zodValidatorCompiler(errors.invalid, errors.notAnObject));
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler((error, request, reply) =>
    errors.send(error instanceof Error ? error : new Error(String(error)), request, reply),
  );
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    errors.send(errors.notFound(), request, reply);
  app.setNotFoundHandler(notFound);
  // The site's static files claim every GET path and answer the ones they lack with the site's
  // 404; under the API's prefix these more specific routes answer instead.
  app.get('/', { schema: { hide: true } }, notFound);
  app.get('/*', { schema: { hide: true } }, notFound);
}
