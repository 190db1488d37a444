import { factorNoticeEmail, type FactorChange } from '../../mail/factor-notice-email.ts';
import { passkeyNoticeEmail, type PasskeyChange } from '../../mail/passkey-notice-email.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';
import type { AuthServices } from './services.ts';

/**
 * A courtesy sent after the change has committed: a relay that refuses it is logged, the change
 * stands.
 */
async function sendNotice(
  services: AuthServices,
  mail: OutgoingMail,
  change: Record<string, string>,
) {
  try {
    await services.mailer.send(mail);
  } catch (error) {
    services.log.error(
      { err: error instanceof Error ? error.message : String(error), ...change },
      'security notice not sent',
    );
  }
}

/** Tells the user a second factor was added to or removed from their account. */
export async function sendFactorNotice(
  services: AuthServices,
  email: string,
  change: FactorChange,
) {
  const mail = { to: email, ...factorNoticeEmail(change, services.config.siteUrl) };
  await sendNotice(services, mail, { change });
}

/** Tells the user a passkey was added to, used on or removed from their account. */
export async function sendPasskeyNotice(
  services: AuthServices,
  email: string,
  change: PasskeyChange,
) {
  const mail = { to: email, ...passkeyNoticeEmail(change, services.config.siteUrl) };
  await sendNotice(services, mail, { passkey_change: change });
}
