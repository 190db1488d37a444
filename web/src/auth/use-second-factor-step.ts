import type { Session, User } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { loadAuthClient } from './load-auth-client.ts';
import { owesEnrolment, owesSecondFactor } from './owes-second-factor.ts';

/**
 * Where a session stands with the second factor: still being read, owing the code, owing the
 * set-up (a member of the team without a factor), or through.
 */
export type SecondFactorStep = 'checking' | 'code-due' | 'enrolment-due' | 'through';

interface Reading {
  accessToken: string;
  due: Exclude<SecondFactorStep, 'checking'>;
}

function stepOf(levels: Parameters<typeof owesSecondFactor>[0], user: User) {
  if (owesSecondFactor(levels)) return 'code-due';
  if (owesEnrolment(levels, user)) return 'enrolment-due';
  return 'through';
}

/**
 * Whether `session` still owes the code (signed in at aal1 by an account with a verified factor,
 * `getAuthenticatorAssuranceLevel()`) or the set-up of one (`owesEnrolment`), read again for
 * every access token. A new token of the same session (a refresh, the verification itself) keeps
 * the last reading until its own comes, so the page is not blanked; a sign-out forgets it, so
 * another sign-in is read before anything shows.
 */
export function useSecondFactorStep(session: Session | null): SecondFactorStep {
  const accessToken = session?.access_token;
  const user = session?.user;
  const [reading, setReading] = useState<Reading | null>(null);
  if (!accessToken && reading) setReading(null);

  useEffect(() => {
    if (!accessToken || !user) return;
    let current = true;
    const read = (due: Reading['due']) => current && setReading({ accessToken, due });
    loadAuthClient()
      .then((client) => client.mfa.getAuthenticatorAssuranceLevel())
      .then(
        ({ data }) => read(stepOf(data, user)),
        // A token the auth client cannot read: the server refuses it anyway, and the page says so.
        () => read('through'),
      );
    return () => {
      current = false;
    };
  }, [accessToken, user]);

  if (!accessToken) return 'through';
  if (!reading) return 'checking';
  return reading.due;
}
