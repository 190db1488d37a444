import type { AuthMFAGetAuthenticatorAssuranceLevelResponse, User } from '@supabase/auth-js';
import { staffRequireMfa } from '../config/runtime-config.ts';
import { isStaff } from './user-role.ts';

type Levels = AuthMFAGetAuthenticatorAssuranceLevelResponse['data'];

/** A session signed in at aal1 by an account with a verified factor still owes its code. */
export const owesSecondFactor = (levels: Levels) =>
  levels?.currentLevel === 'aal1' && levels.nextLevel === 'aal2';

/**
 * A member of the team without a verified factor, while the server asks the team for one
 * (`STAFF_REQUIRE_MFA`), owes its set-up before the console: the console would refuse them.
 */
export const owesEnrolment = (levels: Levels, user: User) =>
  staffRequireMfa() &&
  isStaff(user) &&
  levels?.currentLevel === 'aal1' &&
  levels.nextLevel === 'aal1';
