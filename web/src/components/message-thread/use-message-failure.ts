import { useCallback } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { notifyError } from '../notify.ts';

/**
 * Tells why a message could not be sent, changed or deleted: a refusal of the thread's own rules
 * (too long, the five minutes gone, a file it does not take) in the server's own words, anything
 * else as every call's failure is told.
 */
export function useMessageFailure() {
  const reportFailure = useReportApiFailure();
  return useCallback(
    (error: unknown, title: string) => {
      const refused =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 429].includes(error.status) &&
        error.code !== 'unexpected_response';
      if (refused) return notifyError({ title, description: error.message }, 'message');
      reportFailure(error, title, 'message');
    },
    [reportFailure],
  );
}
