/** `npm run cli -- <command>`: the operator's commands (see --help); `npm run users` and the like are aliases. */
import { addBackupCommands } from './commands/backup.ts';
import { addContentCommands } from './commands/content.ts';
import { addJobsCommands } from './commands/jobs.ts';
import { addKeysCommand } from './commands/keys.ts';
import { addMailCommands } from './commands/mail.ts';
import { addUsersCommands } from './commands/users.ts';
import { createProgram } from './program.ts';

const program = createProgram();
addUsersCommands(program);
addKeysCommand(program);
addMailCommands(program);
addBackupCommands(program);
addJobsCommands(program);
addContentCommands(program);
await program.parseAsync();
