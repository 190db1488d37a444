import pg from 'pg';
import { vi } from 'vitest';

/**
 * A table of the server's database locked from a connection of the test's own, so that the
 * server's next query on it waits: the server is then inside that piece of work, with its
 * connection checked out of the pool.
 */
export async function lockTable(databaseUrl: string, table: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return {
    /**
     * Once a query of the server waits on the lock, ends every connection the server holds to
     * the database, busy or idle, as an administrator's `pg_terminate_backend` or PostgreSQL's
     * fast shutdown does; then lets the table go. Answers how many connections were ended.
     */
    async endServerConnections() {
      try {
        await vi.waitFor(
          async () => {
            const { rows } = await client.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
                where pg_backend_pid() = any(pg_blocking_pids(pid))`,
            );
            if (rows[0]!.waiting === 0) throw new Error(`nothing waits on ${table} yet`);
          },
          // Long enough for a loaded machine's server process to reach the table.
          { timeout: 30_000, interval: 20 },
        );
        // With a timeout, each call returns once that backend has exited.
        const { rows } = await client.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'
              and pid <> pg_backend_pid()`,
        );
        await client.query('rollback');
        return rows.filter((row) => row.ended).length;
      } finally {
        await client.end();
      }
    },
  };
}
