import { sql } from 'kysely';
import type { Queryable } from './store-types.ts';

export interface RateLimit {
  /** What is counted, e.g. `token:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowState(hits: number, windowStartedAt: string, rule: RateLimit, now: Date) {
  const windowEnds = new Date(windowStartedAt).getTime() + rule.windowSeconds * 1000;
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/**
 * Fixed-window counters in the database, so every instance on one PostgreSQL shares them.
 * One upsert counts the hit and starts a new window when the old one has passed.
 */
export const rateLimits = {
  async hit(db: Queryable, rule: RateLimit, now = new Date()): Promise<RateLimitResult> {
    const started = now.toISOString();
    const expired = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
    const row = await db
      .insertInto('rate_limits')
      .values({ key: rule.key, window_started_at: started, hits: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.window_started_at <= ${expired} then 1 else rate_limits.hits + 1 end`,
          window_started_at: sql<string>`case when rate_limits.window_started_at <= ${expired} then ${started} else rate_limits.window_started_at end`,
        }),
      )
      .returning(['hits', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return windowState(Number(row.hits), row.window_started_at, rule, now);
  },

  /** Takes back one counted hit: an attempt counted in advance that turned out not to count. */
  async refund(db: Queryable, rule: RateLimit) {
    await db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', rule.key)
      .where('hits', '>', 0)
      .execute();
  },
};
