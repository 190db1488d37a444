import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../e2e/support/site-server.ts';
import { createTestDatabase } from '../support/embedded-postgres.ts';
import { lockTable } from '../support/locked-table.ts';
import { sampleMp4, uploadMaterial } from '../support/material-files.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { runScript } from '../support/run-command.ts';
import { startServerProcess } from '../support/server-process.ts';

const patience = { timeout: 15_000, interval: 50 };

/**
 * PostgreSQL ends a connection when an administrator terminates its backend or the database shuts
 * down fast. Each case below ends every connection of the server while one of them is in the
 * middle of a piece of work; the process (as an operator runs it) must outlive each of them.
 */
describe("PostgreSQL ending the server's connections in the middle of its work", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-ended-'));
  let settings: Record<string, string>;
  let server: ReturnType<typeof startServerProcess>;
  let url: string;
  let staff: { email: string; password: string; token: string };
  let anonKey: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    settings = {
      DATA_DIR: dataDir,
      DATABASE_URL: await createTestDatabase(inject('postgresAdminUrl')),
      PORT: String(port),
      STAFF_REQUIRE_MFA: 'false',
      JOBS_POLL_INTERVAL_MS: '50',
      JOBS_RETRY_BASE_SECONDS: '0.05',
    };
    server = startServerProcess(settings);
    await server.ready;
    const keys = (await runScript('server/src/cli/main.ts', ['keys'], settings)).stdout;
    anonKey = /ANON_KEY=(\S+)/.exec(keys)![1]!;
    const admin = clientFor(/SERVICE_ROLE_KEY=(\S+)/.exec(keys)![1]!).auth.admin;
    const account = { email: 'equipe@example.com', password: 'Legado#2025' };
    const { data } = await admin.createUser({ ...account, email_confirm: true });
    await admin.updateUserById(data.user!.id, { app_metadata: { role: 'staff' } });
    const signedIn = await clientFor(anonKey).auth.signInWithPassword(account);
    staff = { ...account, token: signedIn.data.session!.access_token };
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  function clientFor(key: string) {
    return createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  }

  /** Whether the process still runs and answers with its database. */
  async function isServing() {
    if (server.child.exitCode !== null) return false;
    return (await fetch(`${url}/readyz`)).status === 200;
  }

  async function count(table: string) {
    const client = new pg.Client({ connectionString: settings.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return rows[0]!.n;
    } finally {
      await client.end();
    }
  }

  it('answers an upload cut off while its file was stored 503, keeps none of it, and takes it again', async () => {
    const material = { fileName: 'Entrevista.mp4', bytes: sampleMp4(1024 * 1024) };
    // The material's row is written, then its first chunk waits.
    const lock = await lockTable(settings.DATABASE_URL!, 'material_chunks');
    const [ended, answer] = await Promise.all([
      lock.endServerConnections(),
      uploadMaterial({ url }, staff.token, material),
    ]);
    expect(ended).toBeGreaterThan(0);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await isServing()).toBe(true);
    expect([await count('materials'), await count('material_chunks')]).toEqual([0, 0]);

    // Without a restart: the same upload again is stored whole, in its two chunks.
    expect((await uploadMaterial({ url }, staff.token, material)).status).toBe(201);
    expect([await count('materials'), await count('material_chunks')]).toEqual([1, 2]);
  }, 60_000);

  it('sends the e-mail of a job whose run lost the connection, on its next attempt', async () => {
    // The recovery job looks the address up in users: it waits there, in the middle of its run.
    const lock = await lockTable(settings.DATABASE_URL!, 'users');
    const { error } = await clientFor(anonKey).auth.resetPasswordForEmail(staff.email);
    expect(error).toBeNull();
    expect(await lock.endServerConnections()).toBeGreaterThan(0);

    await vi.waitFor(async () => {
      const sent = (await parsedOutbox(path.join(dataDir, 'outbox'))).flatMap(recipientsOf);
      expect(sent).toEqual([staff.email]);
    }, patience);
    expect(await isServing()).toBe(true);
  }, 60_000);

  it('keeps following the live site content after its check lost the connection', async () => {
    const said = (message: string) => server.output().includes(`"msg":"${message}"`);
    const lock = await lockTable(settings.DATABASE_URL!, 'site_content_versions');
    expect(await lock.endServerConnections()).toBeGreaterThan(0);
    await vi.waitFor(() => {
      expect(
        said('the live site content could not be checked; the version served stays until it can'),
        `exit code ${server.child.exitCode}, output:\n${server.output()}`,
      ).toBe(true);
      expect(said('the live site content is followed again')).toBe(true);
    }, patience);
    expect(await isServing()).toBe(true);
  }, 60_000);
});
