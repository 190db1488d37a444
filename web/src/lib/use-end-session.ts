import { useCallback } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { notifyError } from '../components/notify.ts';
import { sessionEndedToast } from '../content/api.ts';

/**
 * For a 401 from the data API: the server no longer knows the session, so it ends here too. The
 * page's sign-in gate (<ClientAreaPage>) then sends the client to `/auth`.
 */
export function useEndSession() {
  const { signOut } = useAuth();
  return useCallback(async () => {
    notifyError(sessionEndedToast);
    await signOut();
  }, [signOut]);
}
