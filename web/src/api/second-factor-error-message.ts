import { twoFactorContent } from '../content/two-factor.ts';
import { ApiError } from './api-client.ts';
import { apiErrorMessage } from './api-error-message.ts';

const { errors } = twoFactorContent;

/** The auth server's refusals of a code or a factor (auth-api.md, "Second factor (TOTP)"). */
const messageByCode: Record<string, string> = {
  mfa_verification_failed: errors.wrong,
  mfa_challenge_expired: errors.expired,
  mfa_factor_not_found: errors.setupExpired,
  insufficient_aal: errors.needsCode,
};

/** What to tell the client when a second-factor call fails, in pt-BR. */
export function secondFactorErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorMessage(error);
  // Wrong codes are limited per factor for 15 minutes: a moment is not enough.
  if (error.status === 429) return errors.tooMany;
  return messageByCode[error.code] ?? apiErrorMessage(error);
}
