import type { Command } from 'commander';
import { runOperatorCommand } from '../operator-runtime.ts';
import { printLine, type Terminal } from '../terminal.ts';

/** `keys`: the anon and service-role keys of this installation, one per line. */
export function addKeysCommand(program: Command, terminal: Terminal) {
  program
    .command('keys')
    .summary('print the anon and service-role keys of this installation')
    .description(
      'Prints ANON_KEY=… (safe in the browser) and SERVICE_ROLE_KEY=… (secret: full admin access), ' +
        'signed with JWT_SECRET or the secret generated in DATA_DIR.',
    )
    .action(() =>
      runOperatorCommand(terminal, async ({ apiKeys }) => {
        printLine(terminal, `ANON_KEY=${apiKeys.anon}`);
        printLine(terminal, `SERVICE_ROLE_KEY=${apiKeys.serviceRole}`);
      }),
    );
}
