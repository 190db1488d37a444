import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '../../../../shared/profile.ts';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { fetchProfile } from '../../api/profile-api.ts';
import { useEndSession } from '../client-area/use-end-session.ts';

type ProfileLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; profile: Profile };

/** The saved profile: loaded on mount, again on `retry()`, replaced by `saved()` after a save. */
export function useProfile() {
  const endSession = useEndSession();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    fetchProfile().then(
      (profile) => mounted && setLoad({ status: 'ready', profile }),
      (error: unknown) => {
        if (!mounted) return;
        if (error instanceof ApiError && error.signedOut) return void endSession();
        setLoad({ status: 'failed', message: apiErrorMessage(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [attempt, endSession]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const saved = useCallback((profile: Profile) => setLoad({ status: 'ready', profile }), []);
  return { load, retry, saved };
}
