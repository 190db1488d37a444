import { describe, expect, it } from 'vitest';
import { bannedUntilFor, disabledForGood, isBanned } from './ban-duration.ts';
import { AuthError } from './errors.ts';

const now = new Date('2025-03-10T12:00:00.000Z');

function refusal(banDuration: string) {
  try {
    bannedUntilFor(banDuration, now);
  } catch (error) {
    return error;
  }
  throw new Error(`ban_duration ${JSON.stringify(banDuration)} was accepted`);
}

describe('bannedUntilFor', () => {
  it('lifts the ban for "none"', () => {
    expect(bannedUntilFor('none', now)).toBeNull();
  });

  it('bans until now plus a Go duration', () => {
    expect(bannedUntilFor('24h', now)).toBe('2025-03-11T12:00:00.000Z');
    expect(bannedUntilFor('1h30m', now)).toBe('2025-03-10T13:30:00.000Z');
    expect(bannedUntilFor('90s', now)).toBe('2025-03-10T12:01:30.000Z');
    expect(bannedUntilFor('1.5h', now)).toBe('2025-03-10T13:30:00.000Z');
    expect(bannedUntilFor('100ms', now)).toBe('2025-03-10T12:00:00.100Z');
  });

  it('accepts "876000h", the duration that disables an account for good', () => {
    expect(disabledForGood).toBe('876000h');
    expect(bannedUntilFor('876000h', now)).toBe('2125-02-14T12:00:00.000Z');
  });

  it('accepts exactly 1000 years and refuses anything longer', () => {
    expect(bannedUntilFor('8760000h', now)).toBe('3024-07-11T12:00:00.000Z');
    for (const tooLong of ['8760001h', '8760000h1s', '99999999999999999999h']) {
      const error = refusal(tooLong);
      expect(error, tooLong).toBeInstanceOf(AuthError);
      expect(error, tooLong).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'ban_duration must be at most 1000 years (8760000h)',
      });
    }
  });

  it('refuses what is not a duration with validation_failed', () => {
    for (const invalid of ['', '24', 'h', '24 h', '-1h', '24d', 'None', '1h ', 'forever']) {
      const error = refusal(invalid);
      expect(error, JSON.stringify(invalid)).toBeInstanceOf(AuthError);
      expect(error, JSON.stringify(invalid)).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'ban_duration must be a duration such as "24h", or "none"',
      });
    }
  });
});

describe('isBanned', () => {
  it('does not ban a user without banned_until', () => {
    expect(isBanned({ banned_until: null }, now)).toBe(false);
  });

  it('does not ban a user whose ban has ended, at its very instant included', () => {
    expect(isBanned({ banned_until: '2025-03-10T12:00:00.000Z' }, now)).toBe(false);
    expect(isBanned({ banned_until: '2025-03-10T11:59:59.999Z' }, now)).toBe(false);
    expect(isBanned({ banned_until: '2024-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('bans a user until the instant banned_until', () => {
    expect(isBanned({ banned_until: '2025-03-10T12:00:00.001Z' }, now)).toBe(true);
    expect(isBanned({ banned_until: bannedUntilFor(disabledForGood, now) }, now)).toBe(true);
  });
});
