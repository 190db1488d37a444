import { copyFileSync, rmSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app.ts';
import { type Config, loadConfig } from '../../server/src/config.ts';
import { sqliteFile } from '../../server/src/db/database.ts';
import { createMigratedTestDatabase } from './embedded-postgres.ts';
import { listeningSocket } from './ports.ts';
import { makeTempFolder } from './temp-folders.ts';

export type Backend = 'sqlite' | 'postgres';
export const backends: Backend[] = ['sqlite', 'postgres'];

export interface RunningAuthServer {
  url: string;
  backend: Backend;
  dataDir: string;
  outboxDir: string;
  anonKey: string;
  serviceRoleKey: string;
  config: Config;
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

/**
 * The real server (the APIs by default) on a loopback port, with a fresh data folder and a fresh
 * database, both migrated already (copies of the run's templates; the server's migrator finds
 * nothing to do). A test that brings its own DATA_DIR or DATABASE_URL gets them as they are, and
 * keeps them: close() removes only the folder the server made.
 */
export async function startAuthServer(
  backend: Backend,
  environment: Record<string, string> = {},
  { logStream, serveSite = false }: ServerOptions = {},
): Promise<RunningAuthServer> {
  const ownDataDir = environment.DATA_DIR === undefined;
  const dataDir = environment.DATA_DIR ?? makeTempFolder('server');
  // Instances that share a database pass its DATABASE_URL; otherwise each gets a fresh one.
  const databaseUrl =
    environment.DATABASE_URL ??
    (backend === 'postgres' ? await createMigratedTestDatabase() : undefined);
  if (ownDataDir && !databaseUrl) copyFileSync(inject('sqliteTemplate'), sqliteFile(dataDir));
  const socket = await listeningSocket();
  const url = socket.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // E-mails leave through the job queue: the tests wait a twentieth of a second, not a second.
    JOBS_POLL_INTERVAL_MS: '50',
    // The team's second factor has tests of its own; elsewhere staff accounts sign in with a password.
    STAFF_REQUIRE_MFA: 'false',
    // A busy machine renders the site's pages slowly; the render budget has tests of its own.
    SITE_RENDER_TIMEOUT_MS: '20000',
    // Servers start here by the hundred: their pages compressed fast (decision 055).
    SITE_COMPRESSION: 'fast',
    DATA_DIR: dataDir,
    SITE_URL: url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...environment,
  });
  const removeOwnDataDir = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, serveSite, logStream });
    // Binds what else it listens on (a metrics port) before it takes the socket over.
    await app.ready();
  } catch (error) {
    await app?.close();
    await socket.close();
    removeOwnDataDir();
    throw error;
  }
  await app.listen(socket.listenOptions as FastifyListenOptions);
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
    config,
    app,
    client: () => clientFor(app.apiKeys.anon),
    admin: () => clientFor(app.apiKeys.serviceRole),
    async close() {
      await app.close();
      removeOwnDataDir();
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
    DATABASE_URL: await createMigratedTestDatabase(),
    JWT_SECRET: 'um-segredo-compartilhado-por-todas-as-instancias',
    ...environment,
  };
  return [
    await startAuthServer('postgres', shared, options),
    await startAuthServer('postgres', shared, options),
  ];
}
