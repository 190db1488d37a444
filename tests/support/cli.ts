import { Readable, Writable } from 'node:stream';
import { runOperatorProgram } from '../../server/src/cli/operator-program.ts';
import type { CommandResult } from './run-command.ts';

/** A stream that keeps what is written to it, as the pipe from a child process would. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

interface CliOptions {
  /** The whole environment the program sees (nothing of this process's is added). */
  env?: Record<string, string>;
  /** Its standard input: a pipe, not a terminal. */
  input?: string;
}

/**
 * `npm run cli -- …args` run in this process, as its binary runs it but without starting Node
 * anew: its own environment and input, its output captured, its exit code answered.
 */
export async function runCli(
  args: string[],
  { env = {}, input = '' }: CliOptions = {},
): Promise<CommandResult> {
  const stdout = capture();
  const stderr = capture();
  const code = await runOperatorProgram(args, {
    env,
    stdin: Readable.from([input]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
