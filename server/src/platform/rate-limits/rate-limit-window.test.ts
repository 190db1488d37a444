import { describe, expect, it } from 'vitest';
import { type RateLimit, windowVerdict } from './rate-limit-window.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const rule: RateLimit = { key: 'token:ip:203.0.113.9', limit: 5, windowSeconds: 60 };

/** A window that started `secondsAgo` before `now` and has counted `hits`, this one included. */
const window = (hits: number, secondsAgo: number) => ({
  hits,
  startedAt: new Date(now.getTime() - Math.round(secondsAgo * 1000)).toISOString(),
});

describe('windowVerdict', () => {
  it('allows hits under the limit', () => {
    expect(windowVerdict(window(1, 0), rule, now).allowed).toBe(true);
    expect(windowVerdict(window(4, 10), rule, now).allowed).toBe(true);
  });

  it('allows the hit that reaches the limit exactly', () => {
    expect(windowVerdict(window(5, 10), rule, now).allowed).toBe(true);
  });

  it('refuses the hit past the limit', () => {
    expect(windowVerdict(window(6, 10), rule, now).allowed).toBe(false);
    expect(windowVerdict(window(50, 10), rule, now).allowed).toBe(false);
  });

  it('tells how many seconds remain until the window ends', () => {
    expect(windowVerdict(window(6, 10), rule, now).retryAfterSeconds).toBe(50);
    expect(windowVerdict(window(6, 0), rule, now).retryAfterSeconds).toBe(60);
  });

  it('rounds a partial second left up, so a client retrying on time is not refused again', () => {
    expect(windowVerdict(window(6, 10.7), rule, now).retryAfterSeconds).toBe(50);
    expect(windowVerdict(window(6, 30.9), rule, now).retryAfterSeconds).toBe(30);
  });

  it('asks to wait at least a second when the window ends now or has already ended', () => {
    expect(windowVerdict(window(6, 60), rule, now).retryAfterSeconds).toBe(1);
    expect(windowVerdict(window(6, 3600), rule, now).retryAfterSeconds).toBe(1);
  });
});
