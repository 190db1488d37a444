import { processEnvironment } from '../config.ts';

interface Output extends NodeJS.WritableStream {
  isTTY?: boolean;
  columns?: number;
}

/**
 * Where an operator command gets its settings and talks to the operator: the process's own
 * environment and streams, or those a test gives it to run the program in its own process.
 */
export interface Terminal {
  /** The settings (DATA_DIR, DATABASE_URL…): the environment, with `.env` already read in. */
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: Output;
  stderr: Output;
}

/** The process's own: what `npm run cli` talks to. */
export function processTerminal(): Terminal {
  return {
    env: processEnvironment(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  };
}

/** One line of output, as console.log writes it. */
export function printLine(terminal: Terminal, text: string) {
  terminal.stdout.write(`${text}\n`);
}
