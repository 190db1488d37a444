import type { UserRow } from '../db/repositories/users.ts';
import { forgetUnprovenPassword } from './account-changes.ts';
import { type Actor, auditedActor } from '../../platform/actor.ts';
import { createAccount } from './accounts.ts';
import { authErrors } from './errors.ts';
import { linkLandingPath, redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { sendTokenEmail } from './token-email.ts';

export interface Invitation extends Actor {
  email: string;
  redirectTo?: string;
  userMetadata?: Record<string, unknown>;
}

/**
 * Creates the account if needed (unconfirmed, no password) and mails a link to the "Nova senha"
 * screen. An unconfirmed account loses the password it was signed up with: the team vouches for
 * the address, not for whoever chose that password. A confirmed account is 422 `email_exists`; a
 * failed send leaves no new account behind.
 */
export async function inviteAccount(services: AuthServices, invitation: Invitation) {
  const { db } = services.store;
  const { users, auditLog } = services.repositories;
  const existing = await users.findByEmail(db, invitation.email);
  if (existing?.email_confirmed_at) throw authErrors.emailExists();
  const actor = auditedActor(invitation);
  if (existing) await clearPasswordOfInvited(services, existing, actor);
  const user =
    existing ??
    (await createAccount(services, db, {
      email: invitation.email,
      passwordHash: null,
      confirmed: false,
      invited: true,
      userMetadata: invitation.userMetadata,
      ...actor,
    }));
  try {
    await sendTokenEmail(services, {
      user,
      purpose: 'invite',
      redirectTo: redirectOnSite(services.config, invitation.redirectTo, linkLandingPath('invite')),
    });
  } catch (error) {
    if (!existing) await users.delete(db, user.id);
    throw error;
  }
  const invited = await users.update(db, user.id, { invited_at: new Date().toISOString() });
  // Deleted meanwhile by another request: the link it was sent leads nowhere.
  if (!invited) throw authErrors.userNotFound(404);
  await auditLog.record(db, { action: 'invite_sent', userId: user.id, ...actor });
  return invited;
}

/** An invitation to an account that was signed up and never confirmed (see above). */
export async function clearPasswordOfInvited(services: AuthServices, user: UserRow, actor: Actor) {
  await services.store.db
    .transaction()
    .execute((trx) => forgetUnprovenPassword(services, trx, { userId: user.id, ...actor }));
}
