import { z } from 'zod';
import { sitePaths } from '../../../../shared/site-paths.ts';
import type { Actor } from './accounts.ts';
import { createAccount } from './accounts.ts';
import { enqueueJob } from './job-queue.ts';
import { authErrors } from './errors.ts';
import { enforceEmailCooldown } from './limits.ts';
import { hashNewPassword } from './passwords.ts';
import { redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { sendTokenEmail } from './token-email.ts';

/** The job that mails a new account its confirmation link (api's job-handlers.ts runs it). */
export const signupConfirmationJob = 'signup-confirmation';

const signupPayload = z.object({ userId: z.string().nullable(), redirectTo: z.string() });

export interface SignUpRequest extends Actor {
  email: string;
  password: string;
  userMetadata?: Record<string, unknown>;
  redirectTo?: string;
}

/**
 * Self-service sign-up, off by default (DISABLE_SIGNUP). With auto-confirm the account signs in at
 * once; without, it is mailed a confirmation link by a durable job, and an address that already
 * has an account gets the same answer (but `identities: []`, as Supabase does) and no e-mail.
 */
export async function signUp(services: AuthServices, request: SignUpRequest) {
  const { config, store } = services;
  const { users, auditLog } = services.repositories;
  const { email, password, userMetadata, redirectTo, ...actor } = request;
  const passwordHash = await hashNewPassword(password, config.auth.passwordMinLength);

  const existing = await users.findByEmail(store.db, email);
  if (existing && config.auth.autoconfirm) throw authErrors.userAlreadyExists();
  if (!config.auth.autoconfirm) await enforceEmailCooldown(services, email);
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

  // Both answers do the same work from here: one commit holding one job (which mails a new
  // account its link and does nothing for a taken address) and, for a new address, the account.
  const confirmationRedirect = redirectOnSite(config, redirectTo, sitePaths.auth);
  return store.db.transaction().execute(async (trx) => {
    const user = existing
      ? undefined
      : await createAccount(services, trx, {
          email,
          passwordHash,
          confirmed: false,
          confirmationSent: true,
          userMetadata,
          ...actor,
        });
    await enqueueJob(services, trx, {
      kind: signupConfirmationJob,
      payload: { userId: user?.id ?? null, redirectTo: confirmationRedirect },
      dedupeKey: `${signupConfirmationJob}:${crypto.randomUUID()}`,
    });
    if (!user) return { outcome: 'address_taken' } as const;
    await auditLog.record(trx, { action: 'confirmation_sent', userId: user.id, ...actor });
    return { outcome: 'confirmation_sent', user } as const;
  });
}

/** The job of a sign-up: mails the new account its confirmation link, while it still needs one. */
export async function sendSignupConfirmation(services: AuthServices, payload: unknown) {
  const { userId, redirectTo } = signupPayload.parse(payload);
  if (!userId) return;
  const user = await services.repositories.users.findById(services.store.db, userId);
  if (!user || user.email_confirmed_at) return;
  await sendTokenEmail(services, { user, purpose: 'signup', redirectTo });
}
