import { replacePassword } from '../../auth/domain/account-changes.ts';
import type { Actor } from '../../platform/actor.ts';
import { authErrors } from '../../auth/domain/errors.ts';
import {
  enforceRequestLimits,
  limitRules,
  refundLimit,
} from '../../platform/rate-limits/request-limits.ts';
import { checkPassword, hashNewPassword } from '../../auth/domain/passwords.ts';
import type { LiveSession } from '../../auth/db/repositories/sessions.ts';
import type { UserRow } from '../../auth/db/repositories/users.ts';
import { deleteAccountWithItsData } from './account-deletion.ts';
import type { ApiServices } from './api-services.ts';

export interface Caller {
  user: UserRow;
  session: LiveSession;
}

/** Thrown when the password the caller typed to confirm is not theirs. */
export class WrongPassword extends Error {}

/**
 * Confirms the caller's own password. Wrong tries count against the same limit as sign-in's for
 * that address (10 per 15 minutes), so a stolen session cannot guess it; a right one takes its
 * try back.
 */
async function confirmPassword(services: ApiServices, caller: Caller, password: string) {
  const { auth } = services;
  const attempts = limitRules(auth.config).signInFailuresPerEmail(caller.user.email);
  await enforceRequestLimits(auth, [attempts]);
  const check = await checkPassword(caller.user.encrypted_password, password);
  if (!check.matches) throw new WrongPassword();
  await refundLimit(auth, auth.store.db, attempts);
}

/** A new password, after the current one: ends every other session and pending link. */
export async function changeOwnPassword(
  services: ApiServices,
  caller: Caller,
  passwords: { current: string; next: string },
  actor: Actor,
) {
  await confirmPassword(services, caller, passwords.current);
  if (passwords.current === passwords.next) throw authErrors.samePassword();
  const { auth } = services;
  const passwordHash = await hashNewPassword(passwords.next, auth.config.auth.passwordMinLength);
  await auth.store.db.transaction().execute((trx) =>
    replacePassword(auth, trx, {
      userId: caller.user.id,
      passwordHash,
      keepSessionId: caller.session.id,
      ...actor,
    }),
  );
}

/**
 * Deletes the caller's account and everything stored about them (their profile, sessions, tokens
 * and bookings go with it, the team told of the upcoming ones), after their password; then tells
 * them by e-mail.
 */
export async function deleteOwnAccount(
  services: ApiServices,
  caller: Caller,
  password: string,
  actor: Actor,
) {
  await confirmPassword(services, caller, password);
  const { auth } = services;
  await auth.store.db
    .transaction()
    .execute((trx) =>
      deleteAccountWithItsData(services, trx, { userId: caller.user.id, byOwner: true, ...actor }),
    );
  try {
    await auth.mailer.send({
      to: caller.user.email,
      ...auth.templates.accountDeleted(auth.config.siteUrl),
    });
  } catch (error) {
    // The account is gone either way; the notice is a courtesy, not a condition.
    auth.log.error(
      { err: error instanceof Error ? error.message : String(error) },
      'account-deletion notice not sent',
    );
  }
}
