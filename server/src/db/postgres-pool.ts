import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

export interface PostgresTimeouts {
  /** PostgreSQL cancels a statement that runs longer (`statement_timeout`). */
  statementMs: number;
  /** The longest wait for any answer: a database that hangs answers nothing, not even a cancel. */
  queryMs: number;
  /** The longest wait for a connection, from the pool or a new one. */
  connectMs: number;
}

/** pg's error for a query left without an answer past `query_timeout`. */
const readTimeoutMessage = 'Query read timeout';

/**
 * The server's connections to PostgreSQL. Without `timeouts` (migrations, which may run long or
 * wait on another instance's) only the connection wait is bounded, by pg's default of 2 s.
 */
export function openPostgresPool(databaseUrl: string, timeouts?: PostgresTimeouts) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A database that is down or hung must fail requests fast (503), not queue them.
    connectionTimeoutMillis: timeouts?.connectMs ?? 2000,
    statement_timeout: timeouts?.statementMs,
    query_timeout: timeouts?.queryMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return droppingBrokenConnections(pool);
}

/**
 * A connection that can no longer serve is closed when released, never reused, and refuses further
 * queries at once with the error that broke it (the caller's rollback too, which would otherwise
 * fail in other words and hide that error):
 * - a query timed out: it is still running, or waiting, on the connection, whatever is sent next
 *   queues behind it, and a `begin` that ran late would leave it inside a transaction nobody owns;
 * - PostgreSQL ended the session (a FATAL error: the backend terminated, the server shutting down);
 * - its socket closed: pg emits 'error' on the client then, which pg-pool listens to only while the
 *   client is idle. Unheard on a client in use (a transaction, an upload's chunks, a job), that
 *   event would end the process.
 */
function droppingBrokenConnections(pool: pg.Pool): PostgresPool {
  // One wrapper per connection, made as it connects, before anything can use it: Kysely keeps its
  // own state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  pool.on('connect', (client) => wrappers.set(client, dropWhenBroken(client)));
  return {
    async connect() {
      return wrappers.get(await pool.connect())!;
    },
    end: () => pool.end(),
  };
}

function endsTheConnection(error: unknown) {
  if (!(error instanceof Error)) return false;
  const { severity } = error as { severity?: unknown };
  return error.message === readTimeoutMessage || severity === 'FATAL' || severity === 'PANIC';
}

function dropWhenBroken(client: pg.PoolClient): PostgresPoolClient {
  let broken: Error | undefined;
  client.on('error', (error) => {
    broken ??= error;
  });
  const query = (...args: Parameters<pg.PoolClient['query']>) => {
    if (broken) return Promise.reject(broken);
    const result: unknown = client.query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (endsTheConnection(error)) broken ??= error as Error;
      throw error;
    });
  };
  return {
    query: query as PostgresPoolClient['query'],
    release() {
      // pg-pool closes a connection released with an error instead of keeping it.
      client.release(broken);
    },
  };
}
