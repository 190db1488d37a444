import { useCallback } from 'react';
import { ApiError } from '../api/api-client.ts';
import { apiErrorMessage } from '../api/api-error-message.ts';
import { notifyError } from '../components/notify.ts';
import { useEndSession } from './use-end-session.ts';

/**
 * Tells the client that a call to the data API failed, under `title`: a 401 ends the session, the
 * rest is explained in a toast (no connection, server unavailable, too many tries...), told as
 * `action`'s when given (components/notify.ts).
 */
export function useReportApiFailure() {
  const endSession = useEndSession();
  return useCallback(
    (error: unknown, title: string, action?: string) => {
      if (error instanceof ApiError && error.signedOut) return void endSession();
      notifyError({ title, description: apiErrorMessage(error) }, action);
    },
    [endSession],
  );
}
