import { createInterface } from 'node:readline/promises';
import { CommandError } from './operator-runtime.ts';
import type { Terminal } from './terminal.ts';

/** Reads a password from the terminal without echoing it; refuses when there is no terminal. */
export async function promptPassword(terminal: Terminal, question: string): Promise<string> {
  if (!terminal.stdin.isTTY) {
    throw new CommandError('no terminal to ask for the password: pass --password');
  }
  const readline = createInterface({
    input: terminal.stdin,
    output: terminal.stdout,
    terminal: true,
  });
  const output = readline as unknown as { _writeToOutput?: (text: string) => void };
  terminal.stdout.write(question);
  // Swallow the echo of what is typed; the question itself was written above.
  output._writeToOutput = () => {};
  try {
    return await readline.question('');
  } finally {
    terminal.stdout.write('\n');
    readline.close();
  }
}

/** Asks for a yes; without a terminal, the caller must pass --yes. */
export async function confirm(terminal: Terminal, question: string): Promise<boolean> {
  if (!terminal.stdin.isTTY) throw new CommandError('no terminal to confirm: pass --yes');
  const readline = createInterface({ input: terminal.stdin, output: terminal.stdout });
  try {
    const answer = await readline.question(`${question} [y/N] `);
    return /^(y|yes|s|sim)$/i.test(answer.trim());
  } finally {
    readline.close();
  }
}
