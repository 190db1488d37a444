import type { Mailer } from '../mail/mailer.ts';
import type { Metrics } from './metrics.ts';

/** The mailer, with each message counted as sent or failed. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    destination: mailer.destination,
    close: () => mailer.close(),
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mail.inc({ outcome: 'failed' });
        throw error;
      }
      metrics.mail.inc({ outcome: 'sent' });
    },
  };
}
