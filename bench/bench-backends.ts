import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/e2e/support/site-server.ts';
import { createTestDatabase, startEmbeddedPostgres } from '../tests/support/embedded-postgres.ts';
import { type BenchServer, startServer, stopServer } from './bench-servers.ts';

export const storeBackends = ['sqlite', 'postgres'] as const;
export type StoreBackend = (typeof storeBackends)[number];

export interface ServerOnStore extends BenchServer {
  dataDir: string;
  /** Set when the store is PostgreSQL. */
  databaseUrl?: string;
}

/**
 * Runs `use` against the real server on a fresh store (a new data folder; for PostgreSQL, an
 * embedded cluster with a new database), then stops both and removes their files.
 */
export async function withServerOn<Result>(
  backend: StoreBackend,
  environment: Record<string, string>,
  use: (server: ServerOnStore) => Promise<Result>,
  nodeOptions: string[] = [],
): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-bench-'));
  // Outside Vitest there is no run folder: the cluster gets one of its own, which PostgreSQL's
  // own user (when run as root) may pass through.
  const postgresDir = mkdtempSync(path.join(tmpdir(), 'legado-bench-pg-'));
  chmodSync(postgresDir, 0o711);
  const postgres = backend === 'postgres' ? await startEmbeddedPostgres(postgresDir) : undefined;
  try {
    const databaseUrl = postgres ? await createTestDatabase(postgres.adminUrl) : undefined;
    const port = await freePort();
    const server = await startServer(
      'auth',
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...environment,
      },
      nodeOptions,
    );
    try {
      return await use({ ...server, dataDir, databaseUrl });
    } finally {
      await stopServer(server);
    }
  } finally {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(postgresDir, { recursive: true, force: true });
  }
}
