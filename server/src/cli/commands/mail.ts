import type { Command } from 'commander';
import { loadConfig } from '../../config.ts';
import { readOutbox } from '../../mail/outbox.ts';
import { CommandError, reportingFailure } from '../operator-runtime.ts';
import { printable } from '../printable.ts';
import { addCommandGroup } from '../program.ts';
import { printLine, type Terminal } from '../terminal.ts';

/** `mail last`: the newest message of the outbox, for a machine without SMTP. */
export function addMailCommands(program: Command, terminal: Terminal) {
  const mail = addCommandGroup(
    program,
    'mail',
    'read the outbox: DATA_DIR/outbox/, where e-mail goes when SMTP_URL is not set',
  );

  mail
    .command('last')
    .description(
      'print the newest e-mail in DATA_DIR/outbox/: recipient, subject, date and the link it carries',
    )
    .action(() =>
      reportingFailure(terminal, async () => {
        const { outboxDir } = loadConfig(terminal.env).mail;
        const [newest] = await readOutbox(outboxDir);
        if (!newest) throw new CommandError(`no e-mail in ${outboxDir} yet.`);
        printLine(terminal, `To:      ${printable(newest.to)}`);
        printLine(terminal, `Subject: ${printable(newest.subject)}`);
        printLine(terminal, `Date:    ${newest.createdAt}`);
        printLine(terminal, `Link:    ${printable(newest.link)}`);
        printLine(terminal, `File:    ${newest.file}`);
      }),
    );
}
