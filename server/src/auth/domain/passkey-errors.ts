import { AuthError } from './errors.ts';

/** Our answers about passkeys (auth-api.md, "Passkeys"), in Supabase Auth's error format. */
export const passkeyErrors = {
  notFound: () => new AuthError(404, 'passkey_not_found', 'Passkey not found'),
  tooMany: () =>
    new AuthError(
      422,
      'too_many_passkeys',
      'Maximum number of passkeys reached, remove one to continue',
    ),
  aal2RequiredToAdd: () =>
    new AuthError(
      403,
      'insufficient_aal',
      'AAL2 session is required to add a passkey when MFA is enabled.',
    ),
  /** Unknown, already answered or expired: a challenge is good for one answer, for a few minutes. */
  challengeNotFound: () =>
    new AuthError(400, 'passkey_challenge_not_found', 'Passkey challenge not found or expired'),
  verificationFailed: () =>
    new AuthError(400, 'passkey_verification_failed', 'Passkey verification failed'),
};
