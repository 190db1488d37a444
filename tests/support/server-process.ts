import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onFreePort } from './ports.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `npm start` as an operator runs it: its own process and output, in production mode. `within`
 * may wrap the command (to run it in a namespace of its own).
 */
export function startServerProcess(
  environment: Record<string, string>,
  within: (command: string[]) => string[] = (command) => command,
) {
  const [command, ...args] = within([process.execPath, '--import', 'tsx', 'server/src/main.ts']);
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Its pages compressed fast, as every test server's (decision 055).
      SITE_COMPRESSION: 'fast',
      ...environment,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('E-mail:')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

/**
 * `npm start` on a free port, told in PORT (on another when a process took that one first), once
 * it is ready: the process, its port and its loopback URL.
 */
export function startServerProcessOnFreePort(environment: Record<string, string>) {
  return onFreePort(
    async (port) => {
      const server = startServerProcess({ ...environment, PORT: String(port) });
      await server.ready;
      return { ...server, port, url: `http://127.0.0.1:${port}` };
    },
    (error) => String(error).includes('EADDRINUSE'),
  );
}
