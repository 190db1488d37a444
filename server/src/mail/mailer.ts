import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail.ts';

interface MailLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start banner: the SMTP host or the outbox folder. */
  destination: string;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox folder (outbox.ts). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, { from, logger }: MailerOptions): Mailer {
  const url = new URL(smtpUrl);
  // Timeouts short enough that a dead relay fails the request instead of hanging it.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    destination: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'e-mail sent');
      } catch (error) {
        // nodemailer's messages name the host and the failure, never the credentials.
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ to: mail.to, reason }, 'e-mail not accepted by the SMTP relay');
        throw new Error(`the SMTP relay did not accept the message: ${reason}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer({ from, outboxDir, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: `the folder ${outboxDir} (read the newest with: npm run mail -- last)`,
    async send(mail) {
      const { message } = (await transport.sendMail({ from, ...mail })) as { message: Buffer };
      mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${crypto.randomUUID().slice(0, 8)}`;
      const file = path.join(outboxDir, `${name}.eml`);
      // Written beside and renamed, so a reader never sees half a message.
      writeFileSync(`${file}.partial`, message);
      renameSync(`${file}.partial`, file);
      logger.info(
        { to: mail.to, file: path.basename(file) },
        'e-mail written to the outbox; read it with: npm run mail -- last',
      );
    },
    async close() {},
  };
}
