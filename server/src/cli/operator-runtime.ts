import { format } from 'node:util';
import { CommanderError } from 'commander';
import { pino } from 'pino';
import { type AuthRuntime, openAuthRuntime } from '../auth-runtime.ts';
import { loadConfig } from '../config.ts';
import type { Terminal } from './terminal.ts';

/** A command failure the operator can act on. */
export class CommandError extends Error {}

/**
 * Runs a command; a failure prints one `Error: …` line, without a stack trace, and exits 1 (the
 * program answers 1 for the error thrown here).
 */
export async function reportingFailure(terminal: Terminal, command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    terminal.stderr.write(
      `${format(error instanceof Error ? `Error: ${error.message}` : error)}\n`,
    );
    throw new CommanderError(1, 'legado.commandFailed', 'the command failed');
  }
}

/** Runs an operator command against the configured store (DATA_DIR or DATABASE_URL), then closes it. */
export function runOperatorCommand(
  terminal: Terminal,
  command: (runtime: AuthRuntime) => Promise<void>,
) {
  return reportingFailure(terminal, async () => {
    const log = pino({ level: 'warn', base: undefined }, terminal.stderr);
    const runtime = await openAuthRuntime(loadConfig(terminal.env), log);
    try {
      await command(runtime);
    } finally {
      await runtime.close();
    }
  });
}
