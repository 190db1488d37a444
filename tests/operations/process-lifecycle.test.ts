import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../support/cli.ts';
import { startServerProcessOnFreePort } from '../support/server-process.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

describe('the server process', () => {
  const dataDir = makeTempFolder('process');
  let running: ChildProcess | undefined;
  afterAll(() => {
    running?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it serves, where mail goes and the first run’s one-time link', async () => {
    const server = await startServerProcessOnFreePort({ DATA_DIR: dataDir });
    running = server.child;
    const output = server.output();
    expect(output).toContain(`Site:      http://localhost:${server.port}`);
    expect(output).toContain(`Database:  ${path.join(dataDir, 'auth.sqlite')}`);
    expect(output).toContain(path.join(dataDir, 'outbox'));
    expect(output).toContain('npm run users -- create');
    // On a line of its own, the secret in the fragment: it opens the page, and nothing else
    // the process wrote holds it.
    const link = new RegExp(`^http://localhost:${server.port}/admin/primeiro-acesso#(\\S+)$`, 'm');
    const token = link.exec(output)?.[1];
    expect(token).toBeDefined();
    const check = await fetch(`${server.url}/api/v1/setup/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(check.status).toBe(200);
    expect(server.output().split(token!)).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('finishes the requests in flight when stopped with SIGTERM, and reuses its data', async () => {
    await runCli(['users', 'create', 'ana@example.com', '--password', 'Legado#2025', '--staff'], {
      env: { DATA_DIR: dataDir },
    });
    const server = await startServerProcessOnFreePort({ DATA_DIR: dataDir });
    running = server.child;
    expect(server.output()).toContain('Accounts:  1');
    // The team has its account: the first run is over.
    expect(server.output()).not.toContain('primeiro-acesso');

    const anonKey = (await runCli(['keys'], { env: { DATA_DIR: dataDir } })).stdout
      .split('\n')[0]!
      .replace('ANON_KEY=', '');
    const signIn = () =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@example.com', password: 'Legado#2025' }),
      }).then((response) => response.status);
    const inFlight = Promise.all(Array.from({ length: 4 }, signIn));
    // The server logs a request as it takes it in: stop it only once all four are in flight.
    const taken = () => server.output().match(/"msg":"incoming request"/g) ?? [];
    await vi.waitFor(() => expect(taken()).toHaveLength(4), { timeout: 10_000 });
    server.child.kill('SIGTERM');
    expect(await inFlight).toEqual([200, 200, 200, 200]);
    expect(await server.exited).toBe(0);
    await expect(signIn()).rejects.toThrow();
  });
});
