import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { isBanned } from './ban-duration.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { enforceEmailCooldown } from '../../platform/rate-limits/request-limits.ts';
import { linkLandingPath, redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { sendTokenEmail } from './token-email.ts';

/** The job that looks the address up and mails the reset link (api's job-handlers.ts runs it). */
export const recoveryEmailJob = 'recovery-email';

const recoveryPayload = z.object({
  email: z.string(),
  redirectTo: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/**
 * A password-reset request (security.md, "Sign-in and enumeration"). The answer does the same work
 * whatever the address: the per-address cooldown and one durable job, in one commit. Whether the
 * address has an account is found out later, by the job, so the answer's timing cannot tell.
 */
export async function requestRecovery(
  services: AuthServices,
  request: { email: string; redirectTo?: string } & Actor,
) {
  const { email, redirectTo, ip, userAgent } = request;
  await enforceEmailCooldown(services, email);
  const target = redirectOnSite(services.config, redirectTo, linkLandingPath('recovery'));
  await services.store.db.transaction().execute((trx) =>
    enqueueJob(services, trx, {
      kind: recoveryEmailJob,
      payload: { email, redirectTo: target, ip: ip ?? null, userAgent: userAgent ?? null },
      dedupeKey: `${recoveryEmailJob}:${crypto.randomUUID()}`,
    }),
  );
}

/** The job: only a real, active account gets the e-mail; a failed send is retried. */
export async function sendRecoveryEmail(services: AuthServices, payload: unknown) {
  const { email, redirectTo, ip, userAgent } = recoveryPayload.parse(payload);
  const { db } = services.store;
  const { users, auditLog } = services.repositories;
  const user = await users.findByEmail(db, email);
  if (!user || isBanned(user)) return;
  await sendTokenEmail(services, { user, purpose: 'recovery', redirectTo });
  await users.update(db, user.id, { recovery_sent_at: new Date().toISOString() });
  await auditLog.record(db, { action: 'recovery_requested', userId: user.id, ip, userAgent });
}
