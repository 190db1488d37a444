import type { FastifyInstance } from 'fastify';
import { AuthError, authErrors } from '../domain/errors.ts';

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON only (other content types get 415, so no CORS-simple request reaches a route). An empty
 * body is no body: supabase-js sends `POST /logout` with a JSON content type and nothing else.
 * Keys that could pollute prototypes are refused outright.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request, body: string, done) => {
      if (body.trim() === '') return done(null, undefined);
      try {
        const parsed: unknown = JSON.parse(body, (key, value: unknown) => {
          if (forbiddenKeys.has(key)) throw authErrors.validation(`Forbidden key in body: ${key}`);
          return value;
        });
        done(null, parsed);
      } catch (error) {
        done(error instanceof AuthError ? error : authErrors.badJson(), undefined);
      }
    },
  );
}
