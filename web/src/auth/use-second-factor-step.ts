import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { loadAuthClient } from './load-auth-client.ts';
import { owesSecondFactor } from './owes-second-factor.ts';

/** Where a session stands with the second factor: still being read, owing the code, or through. */
export type SecondFactorStep = 'checking' | 'code-due' | 'through';

interface Reading {
  accessToken: string;
  codeDue: boolean;
}

/**
 * Whether `session` still owes the code: signed in at aal1 by an account with a verified factor
 * (`getAuthenticatorAssuranceLevel()`), read again for every access token. A new token of the same
 * session (a refresh, the verification itself) keeps the last reading until its own comes, so the
 * page is not blanked; a sign-out forgets it, so another sign-in is read before anything shows.
 */
export function useSecondFactorStep(session: Session | null): SecondFactorStep {
  const accessToken = session?.access_token;
  const [reading, setReading] = useState<Reading | null>(null);
  if (!accessToken && reading) setReading(null);

  useEffect(() => {
    if (!accessToken) return;
    let current = true;
    const read = (codeDue: boolean) => current && setReading({ accessToken, codeDue });
    loadAuthClient()
      .then((client) => client.mfa.getAuthenticatorAssuranceLevel())
      .then(
        ({ data }) => read(owesSecondFactor(data)),
        // A token the auth client cannot read: the server refuses it anyway, and the page says so.
        () => read(false),
      );
    return () => {
      current = false;
    };
  }, [accessToken]);

  if (!accessToken) return 'through';
  if (!reading) return 'checking';
  return reading.codeDue ? 'code-due' : 'through';
}
