/** Seconds to wait, by the auth API path that last answered 429 with a readable `Retry-After`. */
const waits = new Map<string, number>();

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : input.toString(), window.location.href).pathname;

/**
 * supabase-js reports a 429 without its headers; this fetch keeps the `Retry-After` (auth-api.md,
 * "Limits") so the screen can say how long to wait. Cross-origin (hosted Supabase) the header is
 * not exposed, and the screen says so without a number.
 */
export function fetchRememberingRetryAfter(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    const seconds = Number(response.headers.get('retry-after'));
    if (response.status === 429 && Number.isInteger(seconds) && seconds > 0) {
      waits.set(pathOf(input), seconds);
    } else {
      waits.delete(pathOf(input));
    }
    return response;
  };
}

/** The `Retry-After` of the last answer from `path` (`/auth/v1/token`), if it was a 429. */
export const retryAfterSeconds = (path: string): number | undefined => waits.get(path);
