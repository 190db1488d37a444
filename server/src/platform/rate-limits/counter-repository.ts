import { sql } from 'kysely';
import type { Queryable } from '../queryable.ts';

/** A counter's fixed window as it stands after a hit. */
export interface CounterWindow {
  hits: number;
  startedAt: string;
}

/**
 * Fixed-window counters in the database, so every instance on one PostgreSQL shares them.
 * One upsert counts the hit and starts a new window when the old one has passed.
 */
export function createRateLimitCounters() {
  return {
    async hit(
      db: Queryable,
      key: string,
      windowSeconds: number,
      now: Date,
    ): Promise<CounterWindow> {
      const started = now.toISOString();
      const expired = new Date(now.getTime() - windowSeconds * 1000).toISOString();
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_started_at: started, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.window_started_at <= ${expired} then 1 else rate_limits.hits + 1 end`,
            window_started_at: sql<string>`case when rate_limits.window_started_at <= ${expired} then ${started} else rate_limits.window_started_at end`,
          }),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), startedAt: row.window_started_at };
    },

    /** Takes back one counted hit: an attempt counted in advance that turned out not to count. */
    async refund(db: Queryable, key: string) {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql<number>`hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },
  };
}
