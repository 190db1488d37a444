import { CommanderError } from 'commander';
import { addBackupCommands } from './commands/backup.ts';
import { addContentCommands } from './commands/content.ts';
import { addJobsCommands } from './commands/jobs.ts';
import { addKeysCommand } from './commands/keys.ts';
import { addMailCommands } from './commands/mail.ts';
import { addUsersCommands } from './commands/users.ts';
import { createProgram } from './program.ts';
import type { Terminal } from './terminal.ts';

/**
 * Runs the operator's commands on `args` (what follows `npm run cli --`) and answers the exit
 * code: 0, or 1 for a failure already told on stderr (help asked for is 0, as commander has it).
 */
export async function runOperatorProgram(args: string[], terminal: Terminal): Promise<number> {
  const program = createProgram(terminal);
  addUsersCommands(program, terminal);
  addKeysCommand(program, terminal);
  addMailCommands(program, terminal);
  addBackupCommands(program, terminal);
  addJobsCommands(program, terminal);
  addContentCommands(program, terminal);
  try {
    await program.parseAsync(args, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
}
