/** `npm run mail -- last`: the newest message of the outbox, for a machine without SMTP. */
import { loadConfig } from '../config.ts';
import { readOutbox } from '../mail/outbox.ts';
import { printable } from './printable.ts';

const usage = `Usage: npm run mail -- last

Prints the newest e-mail in DATA_DIR/outbox/ (written when SMTP_URL is not set):
recipient, subject, date and the link it carries.`;

const [command] = process.argv.slice(2);
if (command !== 'last') {
  console.log(usage);
  process.exitCode = command === '--help' || command === '-h' ? 0 : 1;
} else {
  const { mail } = loadConfig();
  const [newest] = readOutbox(mail.outboxDir);
  if (!newest) {
    console.error(`Error: no e-mail in ${mail.outboxDir} yet.`);
    process.exitCode = 1;
  } else {
    console.log(`To:      ${printable(newest.to)}`);
    console.log(`Subject: ${printable(newest.subject)}`);
    console.log(`Date:    ${newest.createdAt}`);
    console.log(`Link:    ${printable(newest.link)}`);
    console.log(`File:    ${newest.file}`);
  }
}
