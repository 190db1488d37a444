import { pino } from 'pino';
import { type AuthRuntime, openAuthRuntime } from '../auth-runtime.ts';
import { AuthError } from '../auth/errors.ts';
import { loadConfig } from '../config.ts';

/** A command failure the operator can act on: printed without a stack trace. */
export class CommandError extends Error {}

/**
 * Runs an operator command against the configured store (DATA_DIR or DATABASE_URL), then
 * closes it. Known failures print one clear line and exit 1.
 */
export async function runOperatorCommand(command: (runtime: AuthRuntime) => Promise<void>) {
  let runtime: AuthRuntime | undefined;
  try {
    const config = loadConfig();
    const log = pino({ level: 'warn', base: undefined }, pino.destination(2));
    runtime = await openAuthRuntime(config, log);
    await command(runtime);
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof CommandError || error instanceof AuthError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error instanceof Error ? `Error: ${error.message}` : error);
    }
  } finally {
    await runtime?.close();
  }
}
