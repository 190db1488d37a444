import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { apiErrorMessage } from '../api/api-error-message.ts';
import { useEndSession } from './use-end-session.ts';

export type ApiLoad<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * What `fetchData` answers, asked for on mount and again on `reload()`; a reload keeps what is
 * shown until the new answer comes. `replace()` puts in what a save answered. A 401 ends the
 * session. `fetchData` must keep its identity (a module's function).
 */
export function useApiLoad<T>(fetchData: () => Promise<T>) {
  const endSession = useEndSession();
  const [load, setLoad] = useState<ApiLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    fetchData().then(
      (data) => mounted && setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!mounted) return;
        if (error instanceof ApiError && error.signedOut) return void endSession();
        setLoad({ status: 'failed', message: apiErrorMessage(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [fetchData, attempt, endSession]);

  const reload = useCallback(() => {
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((data: T) => setLoad({ status: 'ready', data }), []);
  return { load, reload, replace };
}
