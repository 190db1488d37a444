import type { FastifyInstance } from 'fastify';

/**
 * Fastify closes idle connections when it starts closing, but a connection busy at that moment
 * stays open (keep-alive) after its response, holding the close up. Awaited in `preClose`, this
 * lets requests in flight finish first, so every connection is idle when the server closes.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  let settled: (() => void) | undefined;
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) settled?.();
  };
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // 'close' comes once per response, whether it was sent or the client went away.
    reply.raw.once('close', finished);
    done();
  });

  return function drained(deadlineMs = 10_000) {
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, deadlineMs);
      settled = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
}
