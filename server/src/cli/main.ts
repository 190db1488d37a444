/** `npm run cli -- <command>`: the operator's commands (see --help); `npm run users` and the like are aliases. */
import { runOperatorProgram } from './operator-program.ts';
import { processTerminal } from './terminal.ts';

process.exitCode = await runOperatorProgram(process.argv.slice(2), processTerminal());
