import type { OneTimeTokenPurpose } from '../../db/schema.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { authErrors } from './errors.ts';
import { emailLink } from './redirects.ts';
import type { AuthServices } from './services.ts';

export type TokenEmailPurpose = Exclude<OneTimeTokenPurpose, 'magiclink'>;

/**
 * Issues a one-time token and mails its link. A failed send revokes the token, so nothing usable
 * is left behind, and reports `email_send_failed`.
 */
export async function sendTokenEmail(
  services: AuthServices,
  email: { user: UserRow; purpose: TokenEmailPurpose; redirectTo: string },
) {
  const { db } = services.store;
  const { token } = await services.oneTimeTokens.issue(db, email.user.id, email.purpose);
  const message = services.templates[email.purpose]({
    link: emailLink(email.redirectTo, token, email.purpose),
    siteUrl: services.config.siteUrl,
    expiresInSeconds: services.oneTimeTokens.lifetimeOf(email.purpose),
  });
  try {
    await services.mailer.send({ to: email.user.email, ...message });
  } catch (error) {
    await services.oneTimeTokens.revoke(db, token);
    services.log.error(
      { err: error instanceof Error ? error.message : String(error), purpose: email.purpose },
      'e-mail not sent; its link was revoked',
    );
    throw authErrors.emailSendFailed();
  }
}
