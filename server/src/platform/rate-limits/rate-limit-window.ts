import type { CounterWindow } from './counter-repository.ts';

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

/** Whether a hit fits its window, and how long until the window ends (at least a second). */
export function windowVerdict(window: CounterWindow, rule: RateLimit, now: Date): RateLimitResult {
  const windowEnds = new Date(window.startedAt).getTime() + rule.windowSeconds * 1000;
  return {
    allowed: window.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}
