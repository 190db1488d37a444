import { pino } from 'pino';
import { type AuthRuntime, openAuthRuntime } from '../auth-runtime.ts';
import { loadConfig } from '../config.ts';

/** A command failure the operator can act on. */
export class CommandError extends Error {}

/** Runs a command; a failure prints one `Error: …` line, without a stack trace, and exits 1. */
export async function reportingFailure(command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? `Error: ${error.message}` : error);
  }
}

/** Runs an operator command against the configured store (DATA_DIR or DATABASE_URL), then closes it. */
export function runOperatorCommand(command: (runtime: AuthRuntime) => Promise<void>) {
  return reportingFailure(async () => {
    const log = pino({ level: 'warn', base: undefined }, pino.destination(2));
    const runtime = await openAuthRuntime(loadConfig(), log);
    try {
      await command(runtime);
    } finally {
      await runtime.close();
    }
  });
}
