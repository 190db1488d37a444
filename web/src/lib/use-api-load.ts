import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { apiErrorMessage } from '../api/api-error-message.ts';
import { trackPageWork } from './page-work.ts';
import { recall, remember } from './session-memory.ts';
import { useEndSession } from './use-end-session.ts';

export type ApiLoad<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * What `fetchData` answers, asked for on mount and again on `reload()`; a reload keeps what is
 * shown until the new answer comes. `replace()` puts in what a save answered. A 401 ends the
 * session. `fetchData` must keep its identity (a module's function). With `fromMemory`, a page
 * opened again in the session starts from the last answer and reads anew quietly behind it
 * (lib/session-memory.ts); if that read fails, the remembered answer stays.
 */
export function useApiLoad<T>(fetchData: () => Promise<T>, { fromMemory = false } = {}) {
  const endSession = useEndSession();
  const [load, setLoad] = useState<ApiLoad<T>>(() => {
    const known = fromMemory ? recall(fetchData) : undefined;
    return known === undefined ? { status: 'loading' } : { status: 'ready', data: known };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    const reading = fetchData();
    // A page's first data is part of opening it: the progress bar waits for it too.
    if (attempt === 0 && !(fromMemory && recall(fetchData) !== undefined)) {
      void trackPageWork(reading);
    }
    reading.then(
      (data) => {
        if (fromMemory) remember(fetchData, data);
        if (mounted) setLoad({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!mounted) return;
        if (error instanceof ApiError && error.signedOut) return void endSession();
        const failed = { status: 'failed', message: apiErrorMessage(error) } as const;
        // The quiet read behind a remembered answer; a reload asked for says why it failed.
        setLoad((current) => (attempt === 0 && current.status === 'ready' ? current : failed));
      },
    );
    return () => {
      mounted = false;
    };
  }, [fetchData, fromMemory, attempt, endSession]);

  const reload = useCallback(() => {
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback(
    (data: T) => {
      if (fromMemory) remember(fetchData, data);
      setLoad({ status: 'ready', data });
    },
    [fetchData, fromMemory],
  );
  return { load, reload, replace };
}
