import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { migrationNames, migrationTable } from '../../server/src/db/migrate.ts';
import { createTestDatabase } from '../support/embedded-postgres.ts';
import {
  type startServerProcess,
  startServerProcessOnFreePort,
} from '../support/server-process.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

type ServerProcess = ReturnType<typeof startServerProcess>;

/** The migrations a process's log says it applied (`database migrated`), in order. */
function migrationsApplied(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"database migrated"'))
    .flatMap((line) => (JSON.parse(line) as { migrations: string[] }).migrations);
}

describe('upgrades', () => {
  const folders: string[] = [];
  const running: ServerProcess[] = [];
  afterAll(() => {
    for (const server of running) server.child.kill('SIGKILL');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A server process on a data folder of its own, once it is ready. */
  async function start(environment: Record<string, string>) {
    const dataDir = makeTempFolder('upgrade');
    folders.push(dataDir);
    const server = await startServerProcessOnFreePort({ DATA_DIR: dataDir, ...environment });
    running.push(server);
    return server;
  }

  it('runs each migration once when two instances start at once on one PostgreSQL', async () => {
    // Empty: migrating it is what is tested.
    const databaseUrl = await createTestDatabase(inject('postgresAdminUrl'));
    const shared = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'um-segredo-compartilhado-por-todas-as-instancias',
    };
    const instances = await Promise.all([start(shared), start(shared)]);

    const applied = instances.flatMap(migrationsApplied);
    expect(applied.sort()).toEqual([...migrationNames].sort());
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`select name from ${migrationTable}`);
      expect(rows.map((row) => row.name).sort()).toEqual([...migrationNames].sort());
    } finally {
      await client.end();
    }
    for (const { url } of instances) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('on SIGTERM, leaves the rotation first and serves what still arrives, then exits', async () => {
    const server = await start({ SHUTDOWN_DELAY_MS: '5000' });
    const { url } = server;
    server.child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${url}/readyz`)).status).toBe(503), {
      timeout: 4000,
      interval: 50,
    });
    // The load balancer has not noticed yet: a request still sent here is answered in full.
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});
