import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/queryable.ts';
import { RateLimitRefusal } from '../../platform/rate-limits/rate-limit-refusal.ts';
import {
  countLimitHit,
  limitRules,
  refundLimit,
} from '../../platform/rate-limits/request-limits.ts';
import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { openSessionForProvenAddress } from './proven-address.ts';
import { tokenDigest } from './random-token.ts';
import type { AuthServices } from './services.ts';
import { maxSignInCodeAttempts, signInCodeDigest } from './sign-in-codes.ts';
import { checkOneTimeToken, type PresentedToken, verifyOneTimeToken } from './verification.ts';

/**
 * `POST /verify`: a code or link to sign in by e-mail when the address has one live (types
 * `email` and `magiclink`), else any other one-time token (verification.ts).
 */
export async function verifyPresentedToken(
  services: AuthServices,
  presented: PresentedToken,
  actor: Actor,
) {
  if (presented.type === 'email' || presented.type === 'magiclink') {
    const signedIn =
      'token_hash' in presented
        ? await signInByLink(services, presented.token_hash, actor)
        : await signInByCode(services, presented.email, presented.token, actor);
    if (signedIn) return signedIn;
  }
  return verifyOneTimeToken(services, presented, actor);
}

/**
 * `POST /verify/check`: whether a sign-in link, or any other e-mail link, can still be used, and
 * whose account it opens, without using it.
 */
export async function checkPresentedLink(
  services: AuthServices,
  presented: Parameters<typeof checkOneTimeToken>[1],
) {
  if (presented.type === 'email' || presented.type === 'magiclink') {
    const { db } = services.store;
    const now = new Date().toISOString();
    const email = await services.repositories.signInCodes.hasLink(
      db,
      tokenDigest(presented.token_hash),
      now,
    );
    const user = email && (await services.repositories.users.findByEmail(db, email));
    if (user && isBanned(user)) throw authErrors.userBanned(403);
    if (user) return { email: user.email };
  }
  return checkOneTimeToken(services, presented);
}

/** The e-mail's link, tapped on the page it lands on; undefined when it is not one. */
function signInByLink(services: AuthServices, token: string, actor: Actor) {
  return signIn(services, actor, 'email_link', (trx, now) =>
    services.repositories.signInCodes.takeByLink(trx, tokenDigest(token), now),
  );
}

/**
 * The six-digit code, when the address has a live request (known or not: every address answers
 * alike); undefined when it has none. A wrong code counts against the address's limit before it
 * is checked (parallel guesses cannot pass it), and a right one takes the count back.
 */
async function signInByCode(services: AuthServices, email: string, code: string, actor: Actor) {
  const { db } = services.store;
  const { signInCodes, users, auditLog } = services.repositories;
  if (!(await signInCodes.findLive(db, email, new Date().toISOString()))) return undefined;

  const failures = limitRules(services.config).signInCodeFailuresPerEmail(email);
  const verdict = await countLimitHit(services, db, failures);
  if (!verdict.allowed) throw new RateLimitRefusal('requests', verdict.retryAfterSeconds);

  const digest = signInCodeDigest(services, email, code);
  const opened = await signIn(services, actor, 'email_code', async (trx, now) => {
    const taken = await signInCodes.takeByCode(trx, email, digest, now);
    if (taken) await refundLimit(services, trx, failures);
    return taken;
  });
  if (opened) return opened;

  const now = new Date().toISOString();
  const attempts = await db.transaction().execute(async (trx) => {
    const counted = await signInCodes.countWrongCode(trx, email, maxSignInCodeAttempts, now);
    const owner = await users.findByEmail(trx, email);
    await auditLog.record(trx, {
      action: 'sign_in_failed',
      userId: owner?.id,
      detail: { method: 'email_code' },
      ...actor,
    });
    return counted;
  });
  if (attempts !== undefined && attempts < maxSignInCodeAttempts) throw authErrors.otpInvalid();
  // The fifth wrong code, or one more after it; a row that expired meanwhile says so.
  if (attempts === undefined && !(await signInCodes.findLive(db, email, now))) {
    throw authErrors.otpExpired();
  }
  throw authErrors.otpAttemptsExceeded();
}

/**
 * Takes the row with `take` and opens a session for its address's account, in one transaction;
 * undefined when `take` found nothing. An address without an active account never signs in.
 */
async function signIn(
  services: AuthServices,
  actor: Actor,
  method: 'email_code' | 'email_link',
  take: (trx: Queryable, now: string) => Promise<{ email: string } | undefined>,
) {
  const now = new Date();
  const outcome = await services.store.db.transaction().execute(async (trx) => {
    const taken = await take(trx, now.toISOString());
    if (!taken) return undefined;
    const user = await services.repositories.users.findByEmail(trx, taken.email);
    if (!user) return { gone: true } as const;
    if (isBanned(user)) return { banned: true } as const;
    return openSessionForProvenAddress(
      services,
      trx,
      { user, keepsUnprovenPassword: false, audit: { action: 'sign_in', detail: { method } } },
      actor,
      now,
    );
  });
  if (outcome && 'gone' in outcome) throw authErrors.otpExpired();
  if (outcome && 'banned' in outcome) throw authErrors.userBanned(403);
  return outcome;
}
