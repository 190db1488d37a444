import type { FactorRow } from '../db/repositories/factors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/queryable.ts';
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
import { looksLikeTotpCode, recoveryCodeDigest } from './recovery-codes.ts';
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
 * sessions still at aal1 end, as in Supabase. An unspent recovery code of the user does the same
 * for a verified factor; it is spent, audited and mailed. Wrong codes count against the factor
 * and the address before the code is checked; a right one takes its count back.
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
  const proof = provenBy(services, factor, answer.code, now);

  const activated = factor.status === 'unverified';
  const opened = await db.transaction().execute(async (trx) => {
    if (!(await spend(services, trx, factor, proof, now))) throw factorErrors.verificationFailed();
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
    if (proof.kind === 'recovery_code') {
      await auditLog.record(
        trx,
        {
          action: 'recovery_code_used',
          userId: user.id,
          detail: { factor_id: factor.id },
          ...actor,
        },
        now,
      );
    }
    return { user: (await users.findById(trx, user.id))!, ...next, now };
  });
  if (activated) await sendFactorNotice(services, user.email, 'added');
  if (proof.kind === 'recovery_code') {
    await sendFactorNotice(services, user.email, 'recovery_code_used');
  }
  return opened;
}

type Proof = { kind: 'totp'; step: number } | { kind: 'recovery_code'; digest: string };

/**
 * What the presented code proves, before anything is spent: a TOTP step of the factor, or one of
 * the user's recovery codes (our extension, decision 036), which stands in for a verified factor
 * only. Whatever matches neither is a wrong code.
 */
function provenBy(services: AuthServices, factor: FactorRow, code: string, now: Date): Proof {
  if (!looksLikeTotpCode(code)) {
    const digest = factor.status === 'verified' ? recoveryCodeDigest(services, code) : undefined;
    if (digest === undefined) throw factorErrors.verificationFailed();
    return { kind: 'recovery_code', digest };
  }
  const secret = openFactorSecret(factorSecretKey(services), factor.id, factor.secret);
  const step = matchingStep(secret, code, now);
  if (step === undefined) throw factorErrors.verificationFailed();
  return { kind: 'totp', step };
}

/**
 * Spends the proof, once: a TOTP step at or before the last accepted one is refused, as is a
 * recovery code spent already or not the user's. False then.
 */
function spend(services: AuthServices, db: Queryable, factor: FactorRow, proof: Proof, now: Date) {
  const at = now.toISOString();
  if (proof.kind === 'totp')
    return services.repositories.factors.useStep(db, factor.id, proof.step, at);
  return services.repositories.recoveryCodes.spend(db, factor.user_id, proof.digest, at);
}
