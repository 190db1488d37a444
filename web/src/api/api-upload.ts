import { dataApiPrefix } from '../../../shared/site-paths.ts';
import { apiErrorFrom, networkError, sessionAuthorization } from './api-client.ts';

/** How much of an upload's body has left the browser. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Posts `form` (multipart) to `/api/v1` + `path` as the signed-in user, telling `onProgress` as
 * the body goes out; an XMLHttpRequest, since fetch reports no upload progress. Resolves to the
 * JSON answer; rejects with an `ApiError`, as `apiRequest` does.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<T> {
  const headers = { accept: 'application/json', ...(await sessionAuthorization()) };
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${dataApiPrefix}${path}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const ok = request.status >= 200 && request.status < 300;
      if (!ok) return reject(apiErrorFrom(request.status, request.responseText));
      try {
        resolve(JSON.parse(request.responseText) as T);
      } catch {
        reject(apiErrorFrom(request.status, request.responseText));
      }
    });
    request.addEventListener('error', () => reject(networkError()));
    request.send(form);
  });
}
