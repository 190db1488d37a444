import { dataApiPrefix } from '../../../shared/site-paths.ts';
import { supabaseClient } from '../auth/supabase-client.ts';
import { apiErrorMessages } from '../content/api.ts';

type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Any answer of the data API other than success (docs/portal.md): `{ code, message, field? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server does not know the session (`no_authorization`, `session_not_found`). */
  get signedOut() {
    return this.status === 401;
  }
}

/** No answer at all: offline, DNS, a dropped connection. */
const networkError = () => new ApiError(0, 'network_error', apiErrorMessages.noConnection);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const { code, message, field } = (body ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') {
    // Not our API's answer (a proxy's error page, say): nothing in it is meant for the client.
    return new ApiError(status, 'unexpected_response', apiErrorMessages.unexpected);
  }
  return new ApiError(status, code, message, typeof field === 'string' ? field : undefined);
}

/**
 * Calls `/api/v1` + `path` on the site's origin as the signed-in user, with a JSON body if given.
 * Resolves to the answer's JSON; rejects with an `ApiError`.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const {
    data: { session },
  } = await supabaseClient().auth.getSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.access_token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${dataApiPrefix}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const text = await response.text().catch(() => {
    throw networkError();
  });
  const answer = parseJson(text);
  if (response.ok && answer !== undefined) return answer as T;
  throw errorFrom(response.status, answer);
}
