import type { AuthMFAGetAuthenticatorAssuranceLevelResponse } from '@supabase/auth-js';

/** A session signed in at aal1 by an account with a verified factor still owes its code. */
export const owesSecondFactor = (levels: AuthMFAGetAuthenticatorAssuranceLevelResponse['data']) =>
  levels?.currentLevel === 'aal1' && levels.nextLevel === 'aal2';
