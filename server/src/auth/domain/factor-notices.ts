import { factorNoticeEmail, type FactorChange } from '../../mail/factor-notice-email.ts';
import type { AuthServices } from './services.ts';

/**
 * Tells the user a second factor was added to or removed from their account. A courtesy sent
 * after the change has committed: a relay that refuses it is logged, the change stands.
 */
export async function sendFactorNotice(
  services: AuthServices,
  email: string,
  change: FactorChange,
) {
  try {
    await services.mailer.send({
      to: email,
      ...factorNoticeEmail(change, services.config.siteUrl),
    });
  } catch (error) {
    services.log.error(
      { err: error instanceof Error ? error.message : String(error), change },
      'second-factor notice not sent',
    );
  }
}
