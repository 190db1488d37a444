import { rmSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { runCli } from '../support/cli.ts';
import { startServerProcess, startServerProcessOnFreePort } from '../support/server-process.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

const long = process.env.RELIABILITY === 'long';
/** Accounts whose creation is acknowledged before the kill; `npm run test:reliability` makes more. */
const accountsBeforeKill = long ? 300 : 12;
const writesTimeout = long ? 240_000 : 60_000;

function clientFor(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

// Startup, restart and the checks after the kill fit in the minute added to the writes' bound.
describe('a kill -9 in the middle of writes (SQLite)', { timeout: writesTimeout + 60_000 }, () => {
  const dataDir = makeTempFolder('crash');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write and opens cleanly', async () => {
    const environment = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every sign-in here comes from one address; the long run makes more than the per-IP limit.
      RATE_LIMIT_TOKEN_PER_IP: '1000000',
    };
    const keys = (await runCli(['keys'], { env: { DATA_DIR: dataDir } })).stdout;
    const [anonKey, serviceKey] = keys
      .trim()
      .split('\n')
      .map((line) => line.split('=')[1]!) as [string, string];
    const server = await startServerProcessOnFreePort(environment);
    const { url } = server;
    const admin = clientFor(url, serviceKey).auth.admin;

    const created: string[] = [];
    const passwordChanged: { email: string; password: string }[] = [];
    const revoked: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n += 1) {
        const email = `w${worker}-${n}@example.com`;
        try {
          const { data, error } = await admin.createUser({
            email,
            password: 'Primeira-1',
            email_confirm: true,
          });
          if (error) continue;
          created.push(email);
          if (n % 2 === 0) {
            const changed = await admin.updateUserById(data.user.id, { password: 'Segunda-2' });
            if (!changed.error) passwordChanged.push({ email, password: 'Segunda-2' });
          } else {
            const client = clientFor(url, anonKey);
            const signIn = await client.auth.signInWithPassword({ email, password: 'Primeira-1' });
            if (signIn.error) continue;
            const out = await client.auth.signOut();
            if (!out.error) revoked.push(signIn.data.session!.access_token);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Promise.all([0, 1, 2, 3].map(writer));
    // The kill waits for acknowledged writes of every kind, however long a loaded machine takes.
    await vi.waitFor(
      () => {
        expect(created.length).toBeGreaterThanOrEqual(accountsBeforeKill);
        expect(passwordChanged.length).toBeGreaterThan(0);
        expect(revoked.length).toBeGreaterThan(0);
      },
      { timeout: writesTimeout, interval: 10 },
    );
    server.child.kill('SIGKILL');
    stop = true;
    await workers;
    await server.exited;

    // On the same port: the clients above talk to `url`.
    const restarted = startServerProcess({ ...environment, PORT: String(server.port) });
    await restarted.ready;
    try {
      const { data } = await admin.listUsers({ page: 1, perPage: 1000 });
      const stored = new Set(data.users.map((user) => user.email));
      for (const email of created) expect(stored.has(email), email).toBe(true);
      for (const account of passwordChanged) {
        const { error } = await clientFor(url, anonKey).auth.signInWithPassword(account);
        expect(error, account.email).toBeNull();
      }
      for (const token of revoked) {
        const { error } = await clientFor(url, anonKey).auth.getUser(token);
        expect(error).not.toBeNull();
      }
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  });
});
