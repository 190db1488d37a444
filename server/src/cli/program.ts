import { Command } from 'commander';

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

/**
 * The operator's program. Subcommands added with `.command()` inherit its help layout and its
 * `Error: …` lines.
 */
export function createProgram() {
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
      outputError: (message, write) => write(`Error: ${message.replace(/^error: /, '')}`),
    });
  return refuseUnknownCommands(program);
}

/** A command whose work is done by its subcommands. */
export function addCommandGroup(parent: Command, name: string, description: string) {
  return refuseUnknownCommands(parent.command(name).description(description));
}
