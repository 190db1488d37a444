import { authApiPrefix } from '../../../shared/site-paths.ts';
import { providerErrorMessages } from '../content/auth.ts';
import { authErrorMessages, newPasswordErrorMessages } from '../content/auth-messages.ts';
import { isUnreachable } from './pending-sign-out.ts';
import { retryAfterSeconds } from './retry-after.ts';

/** The part of an auth client error we read: its class, text, status and code. */
export interface ProviderError {
  name: string;
  message: string;
  status?: number | undefined;
  code?: string | undefined;
}

/** Seed §8: by what the provider's text contains, first match wins. */
const messageByProviderText: ReadonlyArray<readonly [string, string]> = [
  ['Invalid login credentials', providerErrorMessages.invalidCredentials],
  ['User already registered', providerErrorMessages.alreadyRegistered],
  ['Email not confirmed', providerErrorMessages.emailNotConfirmed],
];

/** Seconds to wait for an address's next e-mail: `Retry-After`, or the text Supabase sends. */
function emailCooldown(error: ProviderError): number | undefined {
  const told = /after (\d+) seconds?/.exec(error.message)?.[1];
  return retryAfterSeconds(`${authApiPrefix}/recover`) ?? (told ? Number(told) : undefined);
}

/** What the seed leaves to its generic message, said so the person knows what to do. */
function unmappedErrorMessage(error: ProviderError): string {
  if (isUnreachable(error)) return authErrorMessages.noConnection;
  if (error.code === 'over_email_send_rate_limit') {
    const seconds = emailCooldown(error);
    if (seconds) return authErrorMessages.resetTooSoon(seconds);
  }
  if (error.status === 429) {
    const seconds = retryAfterSeconds(`${authApiPrefix}/token`);
    return seconds
      ? authErrorMessages.tooManySignIns(Math.ceil(seconds / 60))
      : authErrorMessages.tooManySignInsWithoutWait;
  }
  return providerErrorMessages.unexpected;
}

export function providerErrorMessage(error: ProviderError): string {
  const match = messageByProviderText.find(([text]) => error.message.includes(text));
  return match ? match[1] : unmappedErrorMessage(error);
}

/** Setting a new password can also be refused for reasons the seed's table does not name. */
export function newPasswordErrorMessage(error: ProviderError): string {
  if (error.code === 'weak_password') return newPasswordErrorMessages.weakPassword;
  if (error.code === 'same_password') return newPasswordErrorMessages.samePassword;
  return providerErrorMessage(error);
}

/** A recovery or invitation link that is unknown, used or expired (403 `otp_expired`). */
export function isExpiredLinkError(error: Pick<ProviderError, 'message' | 'code'>): boolean {
  return error.code === 'otp_expired' || /invalid or has expired/i.test(error.message);
}
