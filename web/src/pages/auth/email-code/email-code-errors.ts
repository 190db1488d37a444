import { authApiPrefix } from '../../../../../shared/site-paths.ts';
import { type ProviderError, providerErrorMessage } from '../../../auth/provider-error-message.ts';
import { retryAfterSeconds } from '../../../auth/retry-after.ts';
import { authErrorMessages } from '../../../content/auth-messages.ts';
import { emailCodeContent } from '../../../content/email-code.ts';

const { errors } = emailCodeContent;

/** Seconds before the address may have another code: `Retry-After`, or the text Supabase sends. */
function secondsToWait(error: ProviderError) {
  const told = /after (\d+) seconds?/.exec(error.message)?.[1];
  return retryAfterSeconds(`${authApiPrefix}/otp`) ?? (told ? Number(told) : undefined);
}

/** Why a code could not be sent, said so the person knows what to do. */
export function sendCodeErrorMessage(error: ProviderError): string {
  if (error.code === 'over_email_send_rate_limit') {
    const seconds = secondsToWait(error);
    if (seconds) return errors.waitToResend(seconds);
  }
  return providerErrorMessage(error);
}

/**
 * Why a code or link was refused (auth-api.md, `POST /verify`): wrong, expired, or tried too
 * often. Hosted Supabase says `otp_expired` for a wrong code too: then "expired or used" is said.
 */
export function verifyCodeErrorMessage(error: ProviderError): string {
  switch (error.code) {
    case 'otp_invalid':
      return errors.wrong;
    case 'otp_attempts_exceeded':
      return errors.tooManyTries;
    case 'otp_expired':
      return errors.expired;
    default: {
      // The address's wrong codes, or the IP's requests, over their limit.
      const seconds = error.status === 429 && retryAfterSeconds(`${authApiPrefix}/verify`);
      return seconds
        ? authErrorMessages.tooManySignIns(Math.ceil(seconds / 60))
        : providerErrorMessage(error);
    }
  }
}
