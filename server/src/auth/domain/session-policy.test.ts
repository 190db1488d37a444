import { describe, expect, it } from 'vitest';
import { isSessionExpired, refreshDecision, type SessionPolicy } from './session-policy.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const policy: SessionPolicy = {
  inactivityTimeout: 3600,
  timebox: 86_400,
  refreshTokenReuseInterval: 10,
};

/** An instant `seconds` away from `now`, as stored (ISO 8601 in UTC). */
const at = (seconds: number) => new Date(now.getTime() + Math.round(seconds * 1000)).toISOString();

const liveSession = { refreshed_at: at(-600), not_after: at(3600) };

describe('isSessionExpired', () => {
  it('keeps a session that was used recently and is within its lifetime', () => {
    expect(isSessionExpired(liveSession, now, policy)).toBe(false);
  });

  it('ends a session left unused for exactly the inactivity timeout', () => {
    const session = { refreshed_at: at(-3600), not_after: at(3600) };
    expect(isSessionExpired(session, now, policy)).toBe(true);
  });

  it('keeps a session unused for a millisecond less than the inactivity timeout', () => {
    const session = { refreshed_at: at(-3599.999), not_after: at(3600) };
    expect(isSessionExpired(session, now, policy)).toBe(false);
  });

  it('ends a session at the very instant of its not_after, however recently it was used', () => {
    const session = { refreshed_at: at(-1), not_after: at(0) };
    expect(isSessionExpired(session, now, policy)).toBe(true);
  });

  it('keeps a session a millisecond before its not_after', () => {
    const session = { refreshed_at: at(-1), not_after: at(0.001) };
    expect(isSessionExpired(session, now, policy)).toBe(false);
  });

  it('ends a session past its not_after even when the inactivity limit is far away', () => {
    const session = { refreshed_at: at(-1), not_after: at(-60) };
    expect(isSessionExpired(session, now, { ...policy, inactivityTimeout: 1_000_000 })).toBe(true);
  });
});

describe('refreshDecision', () => {
  it('exchanges the live refresh token for a new one', () => {
    expect(refreshDecision(liveSession, null, now, policy)).toBe('rotate');
  });

  it('ends an expired session even for its live refresh token', () => {
    const idle = { refreshed_at: at(-3600), not_after: at(3600) };
    expect(refreshDecision(idle, null, now, policy)).toBe('expired');
  });

  it('reports an expired session rather than a reuse, even for a token used moments ago', () => {
    const pastLifetime = { refreshed_at: at(-1), not_after: at(-1) };
    expect(refreshDecision(pastLifetime, at(-1), now, policy)).toBe('expired');
    expect(refreshDecision(pastLifetime, at(-3000), now, policy)).toBe('expired');
  });

  it('hands out the current token again when a used one comes back within the reuse window', () => {
    expect(refreshDecision(liveSession, at(-5), now, policy)).toBe('reissue_current');
    expect(refreshDecision(liveSession, at(-9.999), now, policy)).toBe('reissue_current');
  });

  it('treats a used token coming back exactly at the end of the reuse window as reuse', () => {
    expect(refreshDecision(liveSession, at(-10), now, policy)).toBe('reuse_detected');
  });

  it('treats a used token coming back long after the reuse window as reuse', () => {
    expect(refreshDecision(liveSession, at(-600), now, policy)).toBe('reuse_detected');
  });

  it('treats any used token as reuse when the reuse interval is 0', () => {
    const noGrace = { ...policy, refreshTokenReuseInterval: 0 };
    expect(refreshDecision(liveSession, at(0), now, noGrace)).toBe('reuse_detected');
    expect(refreshDecision(liveSession, at(-1), now, noGrace)).toBe('reuse_detected');
    expect(refreshDecision(liveSession, null, now, noGrace)).toBe('rotate');
  });
});
