import { z } from 'zod';
import { sitePaths } from '../../../../shared/site-paths.ts';
import type { Actor } from '../../platform/actor.ts';
import { createAccount } from './accounts.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { authErrors } from './errors.ts';
import { enforceEmailCooldown } from '../../platform/rate-limits/request-limits.ts';
import { hashNewPassword } from './passwords.ts';
import { redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { sendTokenEmail } from './token-email.ts';

/** The job that mails a new account its confirmation link (api's job-handlers.ts runs it). */
export const signupConfirmationJob = 'signup-confirmation';

const signupPayload = z.object({
  userId: z.string().nullable(),
  /** A resend names the address instead: the account is looked up when the job runs. */
  email: z.string().optional(),
  redirectTo: z.string(),
});

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
  const { userId, email, redirectTo } = signupPayload.parse(payload);
  const { users } = services.repositories;
  const { db } = services.store;
  const user = userId
    ? await users.findById(db, userId)
    : email
      ? await users.findByEmail(db, email)
      : undefined;
  // Only a sign-up still waiting for its confirmation: not a confirmed or an invited account.
  if (!user || user.email_confirmed_at || user.invited_at) return;
  await sendTokenEmail(services, { user, purpose: 'signup', redirectTo });
}

/**
 * `POST /resend` of a sign-up's confirmation (supabase-js `auth.resend`): the same answer and work
 * for any address, as `/recover` does; the job mails a sign-up that is still unconfirmed. A
 * pending e-mail change cannot exist here (changes are refused), so that type sends nothing.
 */
export async function resendConfirmation(
  services: AuthServices,
  request: { type: 'signup' | 'email_change'; email: string; redirectTo?: string },
) {
  await enforceEmailCooldown(services, request.email);
  const redirectTo = redirectOnSite(services.config, request.redirectTo, sitePaths.auth);
  await services.store.db.transaction().execute((trx) =>
    enqueueJob(services, trx, {
      kind: signupConfirmationJob,
      payload: {
        userId: null,
        email: request.type === 'signup' ? request.email : undefined,
        redirectTo,
      },
      dedupeKey: `${signupConfirmationJob}:${crypto.randomUUID()}`,
    }),
  );
}
