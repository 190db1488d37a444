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
  return droppingTimedOutConnections(pool);
}

/**
 * A query that timed out is still running, or waiting, on its connection: whatever is sent next
 * queues behind it, and a `begin` that ran late would leave the connection inside a transaction
 * nobody owns. Such a connection refuses further queries at once (the caller's rollback too) and
 * is closed when released, not reused.
 */
function droppingTimedOutConnections(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its own state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = dropWhenTimedOut(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function dropWhenTimedOut(client: pg.PoolClient): PostgresPoolClient {
  let timedOut: Error | undefined;
  const query = (...args: Parameters<pg.PoolClient['query']>) => {
    if (timedOut) return Promise.reject(timedOut);
    const result: unknown = client.query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (error instanceof Error && error.message === readTimeoutMessage) timedOut = error;
      throw error;
    });
  };
  return {
    query: query as PostgresPoolClient['query'],
    release() {
      // pg-pool closes a connection released with an error instead of keeping it.
      client.release(timedOut);
      timedOut = undefined;
    },
  };
}
