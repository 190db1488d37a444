import type { FastifyInstance } from 'fastify';

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The errors an API answers a body it cannot read with, in its own shape. */
export interface BodyErrors {
  badJson(): Error;
  forbiddenKey(key: string): Error;
}

/**
 * JSON only (other content types get 415, so no CORS-simple request reaches a route). An empty
 * body is no body: supabase-js sends `POST /logout` with a JSON content type and nothing else.
 * Keys that could pollute prototypes are refused outright.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance, errors: BodyErrors) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request, body: string, done) => {
      if (body.trim() === '') return done(null, undefined);
      let refused: Error | undefined;
      try {
        const parsed: unknown = JSON.parse(body, (key, value: unknown) => {
          if (forbiddenKeys.has(key)) throw (refused = errors.forbiddenKey(key));
          return value;
        });
        done(null, parsed);
      } catch {
        done(refused ?? errors.badJson(), undefined);
      }
    },
  );
}
