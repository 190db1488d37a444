import { authErrors } from './errors.ts';

const durationUnits: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

// Supabase's documentation bans "for good" with 876000h (100 years); ten times that is plenty.
const maxBanMilliseconds = 1000 * 365 * 24 * 3600 * 1000;

/** How long a disabled account stays banned: Supabase's "for good". */
export const disabledForGood = '876000h';

/**
 * Supabase's `ban_duration`: a Go duration such as "24h" or "1h30m", or "none" to lift a ban.
 * Returns the new `banned_until` (null when lifted).
 */
export function bannedUntilFor(banDuration: string, now = new Date()) {
  if (banDuration === 'none') return null;
  const parts = [...banDuration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  const consumed = parts.map((part) => part[0]).join('');
  if (parts.length === 0 || consumed !== banDuration) {
    throw authErrors.validation('ban_duration must be a duration such as "24h", or "none"');
  }
  const milliseconds = parts.reduce(
    (total, [, amount, unit]) => total + Number(amount) * durationUnits[unit!]!,
    0,
  );
  if (milliseconds > maxBanMilliseconds) {
    throw authErrors.validation('ban_duration must be at most 1000 years (8760000h)');
  }
  return new Date(now.getTime() + milliseconds).toISOString();
}

export function isBanned(user: { banned_until: string | null }, now = new Date()) {
  return user.banned_until !== null && user.banned_until > now.toISOString();
}
