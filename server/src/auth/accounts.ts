import { recordAuditEvent } from './audit-log.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { authErrors } from './errors.ts';
import type { Queryable } from './store-types.ts';
import { users } from './users.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  invited?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  bannedUntil?: string | null;
  /** Who asked, for the audit log. */
  ip?: string | null;
  userAgent?: string | null;
}

/** Creates a user with its e-mail identity; a taken address is 422 `email_exists`. */
export async function createAccount(db: Queryable, account: NewAccount, now = new Date()) {
  if (await users.findByEmail(db, account.email)) throw authErrors.emailExists();
  const at = now.toISOString();
  const user = await users
    .insert(db, {
      id: crypto.randomUUID(),
      identity_id: crypto.randomUUID(),
      email: account.email,
      encrypted_password: account.passwordHash,
      email_confirmed_at: account.confirmed ? at : null,
      invited_at: account.invited ? at : null,
      banned_until: account.bannedUntil ?? null,
      user_metadata: JSON.stringify(account.userMetadata ?? {}),
      app_metadata: JSON.stringify(withoutProviderKeys(account.appMetadata ?? {})),
      created_at: at,
      updated_at: at,
    })
    // A parallel request may have taken the address since the check above.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    });
  await recordAuditEvent(
    db,
    { action: 'user_created', userId: user.id, ip: account.ip, userAgent: account.userAgent },
    now,
  );
  return user;
}

/** `provider` and `providers` are always derived, never stored from input. */
export function withoutProviderKeys(appMetadata: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(appMetadata).filter(([key]) => key !== 'provider' && key !== 'providers'),
  );
}

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
