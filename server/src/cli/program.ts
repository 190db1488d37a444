import { Command } from 'commander';
import type { Terminal } from './terminal.ts';

/** A command as the operator types it: `create EMAIL [--password <P>]`. */
function synopsis(command: Command) {
  return [
    command.name(),
    ...(command.commands.length > 0 ? ['COMMAND'] : []),
    ...command.registeredArguments.map((argument) =>
      argument.required ? argument.name() : `[${argument.name()}]`,
    ),
    ...command.options.map((option) => `[${option.flags}]`),
  ].join(' ');
}

function commandPath(command: Command): string {
  return command.parent ? `${commandPath(command.parent)} ${command.name()}` : command.name();
}

/** Refuses an unknown subcommand of `group` in the same words as every other failure. */
function refuseUnknownCommands(group: Command) {
  return group.on('command:*', ([name]: string[]) =>
    group.error(`unknown command "${name}"; see ${commandPath(group)} --help`),
  );
}

/** A terminal's width, or commander's 80 columns for a pipe or a file. */
function helpWidth(output: Terminal['stdout']) {
  return (output.isTTY && output.columns) || 80;
}

/**
 * The operator's program, talking to `terminal`. Subcommands added with `.command()` inherit its
 * help layout, its `Error: …` lines and its exits: thrown as a CommanderError that carries the
 * exit code, never a process.exit().
 */
export function createProgram(terminal: Terminal) {
  const program = new Command('npm run cli --')
    .description(
      "Operator commands: client accounts, API keys, the outbox, backups, jobs and the site's " +
        'content. They work on the configured store: DATA_DIR (SQLite) or DATABASE_URL ' +
        '(PostgreSQL), from the environment or a .env file in the working directory.',
    )
    .configureHelp({
      subcommandTerm: synopsis,
      commandUsage: (command) =>
        command.parent ? `${commandPath(command.parent)} ${synopsis(command)}` : synopsis(command),
    })
    .configureOutput({
      writeOut: (text) => terminal.stdout.write(text),
      writeErr: (text) => terminal.stderr.write(text),
      getOutHelpWidth: () => helpWidth(terminal.stdout),
      getErrHelpWidth: () => helpWidth(terminal.stderr),
      outputError: (message, write) => write(`Error: ${message.replace(/^error: /, '')}`),
    })
    .exitOverride();
  return refuseUnknownCommands(program);
}

/** A command whose work is done by its subcommands. */
export function addCommandGroup(parent: Command, name: string, description: string) {
  return refuseUnknownCommands(parent.command(name).description(description));
}
