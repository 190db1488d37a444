import type { Actor } from '../../platform/actor.ts';
import { authErrors } from './errors.ts';
import { factorErrors } from './factor-errors.ts';
import { sendFactorNotice } from './factor-notices.ts';
import { openFactorSecret } from './factor-secret.ts';
import { factorSecretKey, ownedFactor, type SignedIn } from './factors.ts';
import {
  enforceRequestLimits,
  limitRules,
  refundLimit,
} from '../../platform/rate-limits/request-limits.ts';
import type { AuthServices } from './services.ts';
import { matchingStep } from './totp.ts';

/** How long a challenge may be answered, as Supabase's default. */
const challengeLifetimeSeconds = 300;

/** A challenge for one of the user's factors (`POST /factors/{id}/challenge`). */
export async function challengeFactor(
  services: AuthServices,
  { user }: SignedIn,
  factorId: string,
  actor: Actor,
) {
  const { factors, mfaChallenges } = services.repositories;
  const factor = await ownedFactor(services, user.id, factorId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + challengeLifetimeSeconds * 1000);
  const id = crypto.randomUUID();
  await services.store.db.transaction().execute(async (trx) => {
    await mfaChallenges.deleteExpiredOf(trx, factor.id, now.toISOString());
    await mfaChallenges.insert(trx, {
      id,
      factor_id: factor.id,
      ip: actor.ip ?? null,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    await factors.markChallenged(trx, factor.id, now.toISOString());
  });
  return { id, type: factor.factor_type, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Answers a challenge with a code (`POST /factors/{id}/verify`). A right code, never used before,
 * verifies the factor the first time and moves the session to aal2 under a new id; the user's
 * sessions still at aal1 end, as in Supabase. Wrong codes count against the factor and the
 * address before the code is checked; a right one takes its count back.
 */
export async function verifyFactor(
  services: AuthServices,
  { user, session }: SignedIn,
  answer: { factorId: string; challengeId: string; code: string },
  actor: Actor,
) {
  const { db } = services.store;
  const { factors, mfaChallenges, sessionAssurance, users, auditLog } = services.repositories;
  const factor = await ownedFactor(services, user.id, answer.factorId);
  const challenge = await mfaChallenges.find(db, answer.challengeId, factor.id);
  if (!challenge) throw factorErrors.challengeNotFound();
  if (challenge.ip !== (actor.ip ?? null)) throw factorErrors.ipAddressMismatch();
  const now = new Date();
  if (challenge.expires_at <= now.toISOString()) {
    await mfaChallenges.delete(db, challenge.id);
    throw factorErrors.challengeExpired(challenge.id);
  }

  const rules = limitRules(services.config);
  const attempts = [
    rules.factorCodeFailures(factor.id),
    ...(actor.ip ? [rules.factorCodeFailuresPerIp(actor.ip)] : []),
  ];
  await enforceRequestLimits(services, attempts);
  const secret = openFactorSecret(factorSecretKey(services), factor.id, factor.secret);
  const step = matchingStep(secret, answer.code, now);
  if (step === undefined) throw factorErrors.verificationFailed();

  const activated = factor.status === 'unverified';
  const opened = await db.transaction().execute(async (trx) => {
    // A code is accepted once: a step at or before the last accepted one is refused.
    if (!(await factors.useStep(trx, factor.id, step, now.toISOString()))) {
      throw factorErrors.verificationFailed();
    }
    await mfaChallenges.delete(trx, challenge.id);
    if (activated) await factors.markVerified(trx, factor, now.toISOString());
    const previous = await services.repositories.sessions.findForRefresh(trx, session.id);
    if (!previous) throw authErrors.sessionNotFound(403);
    const next = await services.sessions.succeedAtAal2(trx, previous, factor.id, now);
    await sessionAssurance.endBelowAal2Of(trx, user.id);
    for (const attempt of attempts) await refundLimit(services, trx, attempt);
    const detail = { factor_id: factor.id, challenge_id: challenge.id, activated };
    await auditLog.record(
      trx,
      { action: 'factor_verified', userId: user.id, detail, ...actor },
      now,
    );
    return { user: (await users.findById(trx, user.id))!, ...next, now };
  });
  if (activated) await sendFactorNotice(services, user.email, 'added');
  return opened;
}
