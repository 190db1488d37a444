import { AuthError } from './errors.ts';

/** Supabase Auth's answers about second factors (auth-api.md, "Second factor (TOTP)"). */
export const factorErrors = {
  notFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooMany: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  aal2RequiredToEnroll: () =>
    new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  aal2RequiredToUnenroll: () =>
    new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  aal2RequiredToChangeCredentials: () =>
    new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  ipAddressMismatch: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  verificationFailed: () =>
    new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
};
