import type { LiveSession } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { replacePassword } from './account-changes.ts';
import type { Actor } from '../../platform/actor.ts';
import { authErrors } from './errors.ts';
import { factorErrors } from './factor-errors.ts';
import { mergeMetadata, userMetadataOf } from './metadata.ts';
import { assertAcceptablePassword, checkPassword, hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';

interface SignedIn {
  user: UserRow;
  session: LiveSession;
}

/**
 * As in Supabase, an account with a verified factor changes its password or address only from an
 * aal2 session: neither the password alone nor the mailbox alone (a recovery link) may take the
 * account from its owner (decision 030). The session's level as stored, as the data API reads it.
 */
async function assertAal2WhereFactorSet(services: AuthServices, session: LiveSession) {
  const { aal, hasVerifiedFactor } = await services.repositories.sessionAssurance.assuranceOf(
    services.store.db,
    session.id,
  );
  if (hasVerifiedFactor && aal !== 'aal2') throw factorErrors.aal2RequiredToChangeCredentials();
}

/**
 * A signed-in user changes their own account (`PUT /user`): metadata and password only. A new
 * password ends every other session and every pending link. The checks come in Supabase's order:
 * the new password's rules, the session's level, then whether anything changes.
 */
export async function updateOwnAccount(
  services: AuthServices,
  { user, session }: SignedIn,
  changes: { password?: string; data?: Record<string, unknown>; email?: string },
  actor: Actor,
) {
  const changesEmail = changes.email !== undefined && changes.email !== user.email;
  if (changes.password !== undefined) {
    assertAcceptablePassword(changes.password, services.config.auth.passwordMinLength);
  }
  if (changes.password !== undefined || changesEmail) {
    await assertAal2WhereFactorSet(services, session);
  }
  if (changesEmail) {
    throw authErrors.validation(
      'Changing the e-mail address is not supported here; ask the site operator',
    );
  }
  let newHash: string | undefined;
  if (changes.password !== undefined) {
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
