import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('auth-bench-server.ts', import.meta.url));

export type BenchServerMode =
  'auth' | 's3' | 'hello' | 'bare-user' | 'bare-sign-in' | 'static-file';

export interface BenchServer {
  child: ChildProcess;
  url: string;
  /** Only the `auth` mode has keys. */
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * Starts auth-bench-server.ts in its own process and waits for its READY line; `nodeOptions` go
 * to that Node process (`--cpu-prof`).
 */
export async function startServer(
  mode: BenchServerMode,
  environment: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<BenchServer> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', serverScript, mode], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Omit<BenchServer, 'child'>>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((entry) => entry.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
  return { child, ...ready };
}

export async function stopServer(server: BenchServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}
