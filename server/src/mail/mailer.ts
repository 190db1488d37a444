// TEMPORARY STUB — replaced by the mail module
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: unknown;
}) {
  return {
    destination: options.outboxDir,
    async send(mail: OutgoingMail) {
      mkdirSync(options.outboxDir, { recursive: true });
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      writeFileSync(
        path.join(options.outboxDir, `${new Date().toISOString()}-${crypto.randomUUID()}.json`),
        JSON.stringify({ ...mail, link, createdAt: new Date().toISOString() }),
      );
    },
    async close() {},
  };
}
