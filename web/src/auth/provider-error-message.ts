import { newPasswordErrorMessages, providerErrorMessages } from '../content/auth.ts';

/** The part of a supabase-js error we read: its text, and its code where the server gives one. */
export interface ProviderError {
  message: string;
  code?: string | undefined;
}

/** Seed §8: by what the provider's text contains, first match wins. */
const messageByProviderText: ReadonlyArray<readonly [string, string]> = [
  ['Invalid login credentials', providerErrorMessages.invalidCredentials],
  ['User already registered', providerErrorMessages.alreadyRegistered],
  ['Email not confirmed', providerErrorMessages.emailNotConfirmed],
];

export function providerErrorMessage(error: ProviderError): string {
  const match = messageByProviderText.find(([text]) => error.message.includes(text));
  return match ? match[1] : providerErrorMessages.unexpected;
}

/** Setting a new password can also be refused for reasons the seed's table does not name. */
export function newPasswordErrorMessage(error: ProviderError): string {
  if (error.code === 'weak_password') return newPasswordErrorMessages.weakPassword;
  if (error.code === 'same_password') return newPasswordErrorMessages.samePassword;
  return providerErrorMessage(error);
}

/** A recovery or invitation link that is unknown, used or expired (403 `otp_expired`). */
export function isExpiredLinkError(error: ProviderError): boolean {
  return error.code === 'otp_expired' || /invalid or has expired/i.test(error.message);
}
