import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { freePort } from '../e2e/support/site-server.ts';
import { createTestDatabase } from './embedded-postgres.ts';

export type Backend = 'sqlite' | 'postgres';
export const backends: Backend[] = ['sqlite', 'postgres'];

export interface RunningAuthServer {
  url: string;
  backend: Backend;
  dataDir: string;
  outboxDir: string;
  anonKey: string;
  serviceRoleKey: string;
  app: FastifyInstance;
  /** A browser-like client: the anon key, no persistence between test clients. */
  client(): SupabaseClient;
  /** The operator's client, with the service-role key. */
  admin(): SupabaseClient;
  close(): Promise<void>;
}

interface ServerOptions {
  /** Where log lines go (tests that read the logs). */
  logStream?: NodeJS.WritableStream;
  /** Serve the built site's pages too, not only the APIs. */
  serveSite?: boolean;
}

/** The real server (the APIs by default) on a loopback port, with a fresh data folder and database. */
export async function startAuthServer(
  backend: Backend,
  environment: Record<string, string> = {},
  { logStream, serveSite = false }: ServerOptions = {},
): Promise<RunningAuthServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-auth-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Instances that share a database pass its DATABASE_URL; otherwise each gets a fresh one.
  const databaseUrl =
    environment.DATABASE_URL ??
    (backend === 'postgres' ? await createTestDatabase(inject('postgresAdminUrl')) : undefined);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // E-mails leave through the job queue: the tests wait a twentieth of a second, not a second.
    JOBS_POLL_INTERVAL_MS: '50',
    // The team's second factor has tests of its own; elsewhere staff accounts sign in with a password.
    STAFF_REQUIRE_MFA: 'false',
    // A busy machine renders the site's pages slowly; the render budget has tests of its own.
    SITE_RENDER_TIMEOUT_MS: '20000',
    DATA_DIR: dataDir,
    SITE_URL: url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...environment,
  });
  const app = await buildApp({ config, serveSite, logStream });
  await app.listen({ port, host: '127.0.0.1' });
  const clientFor = (key: string) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no WebSocket of its own; supabase-js builds its realtime client eagerly.
      realtime: { transport: WebSocket as never },
    });
  return {
    url,
    backend,
    dataDir,
    outboxDir: config.mail.outboxDir,
    anonKey: app.apiKeys.anon,
    serviceRoleKey: app.apiKeys.serviceRole,
    app,
    client: () => clientFor(app.apiKeys.anon),
    admin: () => clientFor(app.apiKeys.serviceRole),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed user made through the admin API, as the operator would. */
export async function createConfirmedUser(
  server: RunningAuthServer,
  email = `cliente-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = 'Legado#2025',
) {
  const { data, error } = await server.admin().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { email, password, id: data.user.id };
}

/** Two instances on one fresh PostgreSQL database with one JWT secret, as two machines would run. */
export async function startTwoInstancesOnOnePostgres(
  environment: Record<string, string> = {},
  options: ServerOptions = {},
) {
  const shared = {
    DATABASE_URL: await createTestDatabase(inject('postgresAdminUrl')),
    JWT_SECRET: 'um-segredo-compartilhado-por-todas-as-instancias',
    ...environment,
  };
  return [
    await startAuthServer('postgres', shared, options),
    await startAuthServer('postgres', shared, options),
  ];
}
