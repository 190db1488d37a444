import { createHmac, randomInt } from 'node:crypto';
import { z } from 'zod';
import { sitePaths } from '../../../../shared/site-paths.ts';
import type { Actor } from '../../platform/actor.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { enforceEmailCooldown } from '../../platform/rate-limits/request-limits.ts';
import { isoAfter } from '../../platform/timestamps.ts';
import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { maxCodeAttempts } from './one-time-tokens.ts';
import { newOpaqueToken, tokenDigest } from './random-token.ts';
import { emailLink, redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';

/** How long a code to sign in (and its link) lasts: ten minutes (decision 044). */
const signInCodeLifetimeSeconds = 600;

/** Five wrong codes retire an address's code; its link still works until it expires. */
export const maxSignInCodeAttempts = maxCodeAttempts;

/** The type our sign-in link carries: `POST /verify {type: "magiclink", token_hash}`. */
const signInLinkType = 'magiclink';

/** The job that looks the address up and mails the code (api's job-handlers.ts runs it). */
export const signInCodeJob = 'sign-in-code-email';

const signInCodePayload = z.object({
  requestId: z.string(),
  email: z.string(),
  redirectTo: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** Keyed: a million codes are quickly tried against a plain digest, by anyone who reads the table. */
export function signInCodeDigest(services: AuthServices, email: string, code: string) {
  return createHmac('sha256', services.deriveKey('sign-in-code'))
    .update(`${email}:${code}`)
    .digest('base64url');
}

/**
 * `POST /otp` (auth-api.md): the same answer after the same work for every address — the
 * per-address cooldown, then the address's row and one durable job in one commit. Whether the
 * address has an account is found out later, by the job, so the answer's timing cannot tell.
 * Accounts are never made here: `create_user: true` is refused for every address alike.
 */
export async function requestSignInCode(
  services: AuthServices,
  request: { email: string; createUser: boolean; redirectTo?: string } & Actor,
) {
  if (request.createUser) throw authErrors.otpSignupDisabled();
  const { email, ip, userAgent } = request;
  await enforceEmailCooldown(services, email);
  const redirectTo = redirectOnSite(services.config, request.redirectTo, sitePaths.auth);
  const requestId = crypto.randomUUID();
  const now = new Date();
  await services.store.db.transaction().execute(async (trx) => {
    await services.repositories.signInCodes.replace(trx, {
      email,
      requestId,
      createdAt: now.toISOString(),
      expiresAt: isoAfter(now, signInCodeLifetimeSeconds),
    });
    await enqueueJob(services, trx, {
      kind: signInCodeJob,
      payload: { requestId, email, redirectTo, ip: ip ?? null, userAgent: userAgent ?? null },
      dedupeKey: `${signInCodeJob}:${requestId}`,
    });
  });
}

/**
 * The job: only a real, active account's row gets a code and a link, and the e-mail with both. A
 * send that fails takes them back and is retried, with new ones, while the row lasts.
 */
export async function sendSignInCode(services: AuthServices, payload: unknown) {
  const { requestId, email, redirectTo, ip, userAgent } = signInCodePayload.parse(payload);
  const { db } = services.store;
  const { users, signInCodes, auditLog } = services.repositories;
  const user = await users.findByEmail(db, email);
  if (!user || isBanned(user)) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = newOpaqueToken();
  const now = new Date();
  const expiresAt = await signInCodes.arm(
    db,
    {
      requestId,
      codeHash: signInCodeDigest(services, email, code),
      linkHash: tokenDigest(token),
      maxAttempts: maxSignInCodeAttempts,
    },
    now.toISOString(),
  );
  if (!expiresAt) return;
  const message = services.templates.signInCode({
    code,
    link: emailLink(redirectTo, token, signInLinkType),
    siteUrl: services.config.siteUrl,
    expiresInSeconds: Math.round((Date.parse(expiresAt) - now.getTime()) / 1000),
  });
  try {
    await services.mailer.send({ to: user.email, ...message });
  } catch (error) {
    await signInCodes.disarm(db, requestId);
    services.log.error(
      { err: error instanceof Error ? error.message : String(error), purpose: 'sign-in-code' },
      'e-mail not sent; its code was revoked',
    );
    throw authErrors.emailSendFailed();
  }
  await auditLog.record(db, { action: 'sign_in_code_sent', userId: user.id, ip, userAgent });
}
