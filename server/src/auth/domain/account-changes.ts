import type { Queryable } from '../../platform/queryable.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { type Actor, auditedActor } from '../../platform/actor.ts';
import { appMetadataOf, withoutProviderKeys } from './metadata.ts';
import type { Role } from '../../platform/roles.ts';
import type { AuthServices } from './services.ts';

/**
 * Stores a new password hash and ends every other session and every outstanding one-time link
 * (security.md). Run inside the caller's transaction.
 */
export async function replacePassword(
  services: AuthServices,
  trx: Queryable,
  change: { userId: string; passwordHash: string; keepSessionId?: string } & Actor,
) {
  const now = new Date();
  await services.repositories.users.update(trx, change.userId, {
    encrypted_password: change.passwordHash,
    updated_at: now.toISOString(),
  });
  await services.sessions.endAllOf(trx, change.userId, change.keepSessionId);
  await services.oneTimeTokens.revokeAllOf(trx, change.userId);
  await services.repositories.auditLog.record(
    trx,
    {
      action: 'password_changed',
      userId: change.userId,
      ...auditedActor(change),
    },
    now,
  );
}

/**
 * An address proven only now, by an invitation, a recovery or a magic link to an account that
 * never confirmed it: a password set before may be a stranger's who signed the address up, so it
 * goes, with every session (security.md, "Accounts and passwords"). Run inside the caller's transaction.
 */
export async function forgetUnprovenPassword(
  services: AuthServices,
  trx: Queryable,
  change: { userId: string } & Actor,
) {
  await services.repositories.users.update(trx, change.userId, {
    encrypted_password: null,
    updated_at: new Date().toISOString(),
  });
  await services.sessions.endAllOf(trx, change.userId);
  await services.repositories.auditLog.record(trx, {
    action: 'password_changed',
    userId: change.userId,
    detail: { cleared: 'address_proven_later' },
    ...auditedActor(change),
  });
}

/**
 * Bans (until a time) or lifts a ban; a ban ends the user's sessions and links at once, and for
 * good: lifting it brings back the account, not its sessions.
 */
export async function setBannedUntil(
  services: AuthServices,
  trx: Queryable,
  change: { userId: string; bannedUntil: string | null } & Actor,
) {
  const now = new Date();
  await services.repositories.users.update(trx, change.userId, {
    banned_until: change.bannedUntil,
    updated_at: now.toISOString(),
  });
  if (change.bannedUntil) {
    await services.sessions.endAllByBan(trx, change.userId, now);
    await services.oneTimeTokens.revokeAllOf(trx, change.userId);
  } else {
    await services.sessions.forgetEndedByBan(trx, change.userId);
  }
  await services.repositories.auditLog.record(
    trx,
    {
      action: change.bannedUntil ? 'user_banned' : 'user_unbanned',
      userId: change.userId,
      ...auditedActor(change),
    },
    now,
  );
}

/**
 * Makes the account the team's or a client's. It counts on the account's next request: every
 * request reads the account, not the role its access token was signed with.
 */
export async function setRole(
  services: AuthServices,
  trx: Queryable,
  change: { user: UserRow; role: Role } & Actor,
) {
  const { user, role } = change;
  const appMetadata = withoutProviderKeys({ ...appMetadataOf(user), role });
  await services.repositories.users.update(trx, user.id, {
    app_metadata: JSON.stringify(appMetadata),
    updated_at: new Date().toISOString(),
  });
  await services.repositories.auditLog.record(trx, {
    action: 'role_changed',
    userId: user.id,
    detail: { role },
    ...auditedActor(change),
  });
}
