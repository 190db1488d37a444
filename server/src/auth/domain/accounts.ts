import { type Actor, auditedActor } from '../../platform/actor.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Queryable } from '../../platform/queryable.ts';
import { authErrors } from './errors.ts';
import { withoutProviderKeys } from './metadata.ts';
import type { AuthServices } from './services.ts';

export interface NewAccount extends Actor {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  invited?: boolean;
  /** A confirmation e-mail goes out with the account (sign-up): `confirmation_sent_at` is now. */
  confirmationSent?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  bannedUntil?: string | null;
}

/** Creates a user with its e-mail identity; a taken address is 422 `email_exists`. */
export async function createAccount(
  services: AuthServices,
  db: Queryable,
  account: NewAccount,
  now = new Date(),
) {
  const { users, auditLog } = services.repositories;
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
      confirmation_sent_at: account.confirmationSent ? at : null,
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
  await auditLog.record(
    db,
    { action: 'user_created', userId: user.id, ...auditedActor(account) },
    now,
  );
  return user;
}

/**
 * Deletes an account with its sessions and links, and records who did it in one entry: its owner
 * (`byOwner`), or a member of the team or the operator.
 */
export async function deleteAccount(
  services: AuthServices,
  trx: Queryable,
  change: { userId: string; byOwner?: boolean } & Actor,
) {
  const { users, auditLog } = services.repositories;
  if (!(await users.delete(trx, change.userId))) throw authErrors.userNotFound(404);
  await auditLog.record(trx, {
    action: change.byOwner ? 'account_deleted_by_owner' : 'user_deleted',
    userId: change.userId,
    ...auditedActor(change),
  });
}
