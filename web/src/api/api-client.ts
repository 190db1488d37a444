import type { AuthError } from '@supabase/auth-js';
import { dataApiPrefix } from '../../../shared/site-paths.ts';
import { authClient } from '../auth/auth-client.ts';
import { apiErrorMessages } from '../content/api.ts';

type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

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

/** A refusal of the auth API (supabase-js's `AuthError`), handled as the data API's are. */
export const apiErrorFromAuth = (error: AuthError) =>
  new ApiError(error.status ?? 0, error.code ?? 'unexpected_response', error.message);

/** No answer at all: offline, DNS, a dropped connection. */
export const networkError = () => new ApiError(0, 'network_error', apiErrorMessages.noConnection);

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

/** A failed answer's status and body, as the error the caller handles. */
export const apiErrorFrom = (status: number, body: string) => errorFrom(status, parseJson(body));

/** The signed-in user's bearer, for a call to the data API; none when signed out. */
export async function sessionAuthorization(): Promise<Record<string, string>> {
  const {
    data: { session },
  } = await authClient().getSession();
  return session ? { authorization: `Bearer ${session.access_token}` } : {};
}

const readText = (response: Response) =>
  response.text().catch(() => {
    throw networkError();
  });

/**
 * Calls `/api/v1` + `path` on the site's origin as the signed-in user, with a JSON body if given.
 * Resolves to a successful answer; rejects with an `ApiError`.
 */
async function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(await sessionAuthorization()),
  };
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
  if (response.ok) return response;
  throw apiErrorFrom(response.status, await readText(response));
}

/** A call that the API answers with JSON: resolves to it. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  const answer = parseJson(await readText(response));
  if (answer !== undefined) return answer as T;
  throw errorFrom(response.status, answer);
}

/** A change that the API answers with 204 No Content: nothing to read back. */
export async function apiCommand(method: HttpMethod, path: string, body?: unknown): Promise<void> {
  await send(method, path, body);
}

/** A file that only the signed-in user may read, so it is fetched with the session, not linked. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await send('GET', path);
  return response.blob().catch(() => {
    throw networkError();
  });
}
