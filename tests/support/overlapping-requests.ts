import { sql, type Transaction } from 'kysely';
import { expect, vi } from 'vitest';
import type { Database } from '../../server/src/db/schema.ts';
import type { RunningAuthServer } from './auth-server.ts';

/** Sends requests that change one booking so that they overlap (`overlappingRequestsOn`). */
export function overlappingRequests<T>(
  server: RunningAuthServer,
  bookingId: string,
  requests: (() => Promise<T>)[],
): Promise<T[]> {
  return overlappingRequestsOn(
    server,
    (trx) =>
      trx.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute(),
    requests,
  );
}

/**
 * Sends requests that change one row so that they overlap. On PostgreSQL another transaction
 * holds the row (`lockRow`) until every request waits for a lock, then lets go: they have all read
 * the row before any of them wrote it, as when they reach one or several instances at once.
 * SQLite runs one write transaction at a time, so there they are simply sent together.
 */
export async function overlappingRequestsOn<T>(
  server: RunningAuthServer,
  lockRow: (trx: Transaction<Database>) => Promise<unknown>,
  requests: (() => Promise<T>)[],
): Promise<T[]> {
  const send = () => Promise.all(requests.map((request) => request()));
  if (server.backend !== 'postgres') return send();
  const { db } = server.app.store;
  let answers: Promise<T[]> | undefined;
  await db.transaction().execute(async (trx) => {
    await lockRow(trx);
    answers = send();
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ waiting: string }>`
          select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        expect(Number(rows[0]!.waiting)).toBeGreaterThanOrEqual(requests.length);
      },
      { timeout: 10_000, interval: 10 },
    );
  });
  return answers!;
}
