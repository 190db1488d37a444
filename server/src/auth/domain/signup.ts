import { sitePaths } from '../../../../shared/site-paths.ts';
import type { Actor } from './accounts.ts';
import { createAccount } from './accounts.ts';
import { authErrors } from './errors.ts';
import { enforceEmailCooldown } from './limits.ts';
import { hashNewPassword } from './passwords.ts';
import { redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { imitateTokenEmail, sendTokenEmail } from './token-email.ts';

export interface SignUpRequest extends Actor {
  email: string;
  password: string;
  userMetadata?: Record<string, unknown>;
  redirectTo?: string;
}

/**
 * Self-service sign-up, off by default (DISABLE_SIGNUP). With auto-confirm the account signs in at
 * once; without, it is mailed a confirmation link, and an address that already has an account
 * gets the same answer and no e-mail, as Supabase does.
 */
export async function signUp(services: AuthServices, request: SignUpRequest) {
  const { config, store } = services;
  const { users, auditLog } = services.repositories;
  const { email, password, userMetadata, redirectTo, ...actor } = request;
  const passwordHash = await hashNewPassword(password, config.auth.passwordMinLength);

  const existing = await users.findByEmail(store.db, email);
  if (existing && config.auth.autoconfirm) throw authErrors.userAlreadyExists();
  if (!config.auth.autoconfirm) await enforceEmailCooldown(services, email);
  if (existing) {
    await imitateTokenEmail();
    return { outcome: 'address_taken' } as const;
  }

  if (config.auth.autoconfirm) {
    const now = new Date();
    const signedIn = await store.db.transaction().execute(async (trx) => {
      const created = await createAccount(
        services,
        trx,
        { email, passwordHash, confirmed: true, userMetadata, ...actor },
        now,
      );
      const user = (await users.update(trx, created.id, { last_sign_in_at: now.toISOString() }))!;
      const started = await services.sessions.start(
        trx,
        { userId: user.id, method: 'password', ...actor },
        now,
      );
      return { user, ...started, now };
    });
    return { outcome: 'signed_in', ...signedIn } as const;
  }

  const user = await createAccount(services, store.db, {
    email,
    passwordHash,
    confirmed: false,
    userMetadata,
    ...actor,
  });
  try {
    await sendTokenEmail(services, {
      user,
      purpose: 'signup',
      redirectTo: redirectOnSite(config, redirectTo, sitePaths.auth),
    });
  } catch (error) {
    // Without its e-mail the account could never be confirmed: leave nothing behind.
    await users.delete(store.db, user.id);
    throw error;
  }
  const sent = await users.update(store.db, user.id, {
    confirmation_sent_at: new Date().toISOString(),
  });
  await auditLog.record(store.db, { action: 'confirmation_sent', userId: user.id, ...actor });
  return { outcome: 'confirmation_sent', user: sent! } as const;
}
