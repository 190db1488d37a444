import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { openPostgresPool, type PostgresTimeouts } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { SqliteStoreDialect } from './sqlite-dialect.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start banner: a file path or a host. */
  location: string;
  /**
   * SQLite only: a second connection for the hottest reads outside any transaction. WAL lets it
   * read the last committed state while the writer works, without queueing behind it.
   */
  sqliteReader?: SQLite.Database;
  /**
   * The same store for migrations: on PostgreSQL without the request timeouts, since a migration
   * may run longer than a request may wait, or wait for another instance's to finish.
   */
  migrationDb: Kysely<Database>;
  close(): Promise<void>;
}

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only; SQLite waits at most its `busy_timeout` for a lock. */
  databaseTimeouts?: PostgresTimeouts;
}

export function sqliteFile(dataDir: string) {
  return path.join(dataDir, 'auth.sqlite');
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function openStore({ dataDir, databaseUrl, databaseTimeouts }: StoreOptions): Store {
  return databaseUrl
    ? openPostgres(databaseUrl, databaseTimeouts)
    : openSqlite(sqliteFile(dataDir));
}

function openSqlite(file: string): Store {
  // Hashes, sessions and the audit log: readable by the server's own user only.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteStoreDialect(connection) });
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  return {
    db,
    dialect: 'sqlite',
    location: file,
    sqliteReader: reader,
    migrationDb: db,
    async close() {
      reader.close();
      await db.destroy();
    },
  };
}

function openPostgres(databaseUrl: string, timeouts?: PostgresTimeouts): Store {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: openPostgresPool(databaseUrl, timeouts) }),
  });
  // Its pool opens a connection only when a migration runs, and closes it when idle.
  const migrationDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: openPostgresPool(databaseUrl) }),
  });
  const { hostname, port, pathname } = new URL(databaseUrl);
  return {
    db,
    dialect: 'postgres',
    location: `PostgreSQL ${hostname}:${port || 5432}${pathname}`,
    migrationDb,
    async close() {
      await migrationDb.destroy();
      await db.destroy();
    },
  };
}
