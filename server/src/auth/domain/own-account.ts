import type { LiveSession } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { replacePassword } from './account-changes.ts';
import type { Actor } from '../../platform/actor.ts';
import { authErrors } from './errors.ts';
import { mergeMetadata, userMetadataOf } from './metadata.ts';
import { assertAcceptablePassword, checkPassword, hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';

interface SignedIn {
  user: UserRow;
  session: LiveSession;
}

/**
 * A signed-in user changes their own account (`PUT /user`): metadata and password only. A new
 * password ends every other session and every pending link.
 */
export async function updateOwnAccount(
  services: AuthServices,
  { user, session }: SignedIn,
  changes: { password?: string; data?: Record<string, unknown>; email?: string },
  actor: Actor,
) {
  if (changes.email !== undefined && changes.email !== user.email) {
    throw authErrors.validation(
      'Changing the e-mail address is not supported here; ask the site operator',
    );
  }
  let newHash: string | undefined;
  if (changes.password !== undefined) {
    assertAcceptablePassword(changes.password, services.config.auth.passwordMinLength);
    const current = await checkPassword(user.encrypted_password, changes.password);
    if (current.matches) throw authErrors.samePassword();
    newHash = await hashPassword(changes.password);
  }

  const { users } = services.repositories;
  return services.store.db.transaction().execute(async (trx) => {
    if (changes.data) {
      await users.update(trx, user.id, {
        user_metadata: JSON.stringify(mergeMetadata(userMetadataOf(user), changes.data)),
        updated_at: new Date().toISOString(),
      });
    }
    if (newHash) {
      await replacePassword(services, trx, {
        userId: user.id,
        passwordHash: newHash,
        keepSessionId: session.id,
        ...actor,
      });
    }
    return (await users.findById(trx, user.id))!;
  });
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Ends this session, all of the user's, or all but this one. */
export async function signOut(
  services: AuthServices,
  { user, session }: SignedIn,
  scope: SignOutScope,
  actor: Actor,
) {
  await services.store.db.transaction().execute(async (trx) => {
    if (scope === 'local') await services.sessions.end(trx, session.id);
    else
      await services.sessions.endAllOf(trx, user.id, scope === 'others' ? session.id : undefined);
    await services.repositories.auditLog.record(trx, {
      action: 'sign_out',
      userId: user.id,
      detail: { scope },
      ...actor,
    });
  });
}
