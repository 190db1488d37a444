import type { FactorRow } from '../db/repositories/factors.ts';
import type { Queryable } from '../../platform/queryable.ts';
import type { LiveSession } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
import type { Actor } from '../../platform/actor.ts';
import { factorErrors } from './factor-errors.ts';
import { sendFactorNotice } from './factor-notices.ts';
import { sealFactorSecret } from './factor-secret.ts';
import type { AuthServices } from './services.ts';
import { newTotpKey } from './totp.ts';

/** Enrolled factors per user, verified or not, as Supabase's default. */
const maxFactorsPerUser = 10;

export interface SignedIn {
  user: UserRow;
  session: LiveSession;
}

/** The key that seals TOTP secrets at rest, derived from the server secret. */
export const factorSecretKey = (services: AuthServices) => services.deriveKey('totp-factor-secret');

/** An unverified factor is abandoned after OTP_EXPIRY (1 h by default), like a one-time link. */
function abandonedBefore(services: AuthServices, now: Date) {
  return new Date(now.getTime() - services.config.auth.otpExpiry * 1000).toISOString();
}

function isLive(services: AuthServices, factor: FactorRow, now: Date) {
  return factor.status === 'verified' || factor.created_at >= abandonedBefore(services, now);
}

/** A user's factors, abandoned enrolments left out, oldest first. */
export async function factorsOf(services: AuthServices, userId: string, db?: Queryable) {
  const now = new Date();
  const factors = await services.repositories.factors.listOf(db ?? services.store.db, userId);
  return factors.filter((factor) => isLive(services, factor, now));
}

/** One of the user's live factors; anyone else's is as unknown as a made-up id. */
export async function ownedFactor(
  services: AuthServices,
  userId: string,
  factorId: string,
  db: Queryable = services.store.db,
) {
  const factor = await services.repositories.factors.find(db, factorId);
  if (!factor || factor.user_id !== userId || !isLive(services, factor, new Date())) {
    throw factorErrors.notFound();
  }
  return factor;
}

async function sessionIsAal2(services: AuthServices, db: Queryable, session: LiveSession) {
  return (await services.repositories.sessionAssurance.aalOf(db, session.id)) === 'aal2';
}

/**
 * A new, unverified TOTP factor (`POST /factors`). A user who already has a verified factor must
 * be at aal2 to add another, as in Supabase.
 */
export async function enrollTotpFactor(
  services: AuthServices,
  { user, session }: SignedIn,
  input: { friendlyName?: string; issuer?: string },
  actor: Actor,
) {
  const { factors, auditLog } = services.repositories;
  const now = new Date();
  const friendlyName = input.friendlyName ?? '';
  const issuer = input.issuer || new URL(services.config.siteUrl).host;
  return services.store.db.transaction().execute(async (trx) => {
    await factors.deleteUnverifiedOf(trx, user.id, abandonedBefore(services, now));
    const existing = await factors.listOf(trx, user.id);
    if (existing.some((factor) => factor.friendly_name === friendlyName)) {
      throw factorErrors.nameConflict(friendlyName);
    }
    if (existing.length >= maxFactorsPerUser) throw factorErrors.tooMany();
    const hasVerified = existing.some((factor) => factor.status === 'verified');
    if (hasVerified && !(await sessionIsAal2(services, trx, session))) {
      throw factorErrors.aal2RequiredToEnroll();
    }

    const id = crypto.randomUUID();
    const key = newTotpKey(issuer, user.email);
    await factors.insert(trx, {
      id,
      user_id: user.id,
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'unverified',
      secret: sealFactorSecret(factorSecretKey(services), id, key.secret),
      last_used_step: null,
      last_challenged_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const detail = { factor_id: id, factor_type: 'totp' };
    await auditLog.record(
      trx,
      { action: 'factor_enrolled', userId: user.id, detail, ...actor },
      now,
    );
    return { id, friendlyName, ...key };
  });
}

/**
 * Deletes a factor; the sessions it raised go back to aal1. With the last verified factor go the
 * recovery codes: they stand in for a factor, not for the password.
 */
async function removeFactor(
  services: AuthServices,
  db: Queryable,
  factor: FactorRow,
  actor: Actor,
) {
  const { factors, sessionAssurance, auditLog, recoveryCodes } = services.repositories;
  await sessionAssurance.downgradeUsersOf(db, factor.id);
  await factors.delete(db, factor.id);
  const left = await factors.listOf(db, factor.user_id);
  if (!left.some((other) => other.status === 'verified')) {
    await recoveryCodes.deleteAllOf(db, factor.user_id);
  }
  await auditLog.record(db, {
    action: 'factor_deleted',
    userId: factor.user_id,
    detail: { factor_id: factor.id, factor_status: factor.status },
    ...actor,
  });
}

/**
 * The user removes one of their factors (`DELETE /factors/{id}`); with a verified factor, only
 * from an aal2 session. Removing a verified factor is mailed to them.
 */
export async function unenrollFactor(
  services: AuthServices,
  { user, session }: SignedIn,
  factorId: string,
  actor: Actor,
) {
  const factor = await services.store.db.transaction().execute(async (trx) => {
    const owned = await ownedFactor(services, user.id, factorId, trx);
    const all = await services.repositories.factors.listOf(trx, user.id);
    const hasVerified = all.some((factor) => factor.status === 'verified');
    if (hasVerified && !(await sessionIsAal2(services, trx, session))) {
      throw factorErrors.aal2RequiredToUnenroll();
    }
    await removeFactor(services, trx, owned, actor);
    return owned;
  });
  if (factor.status === 'verified') await sendFactorNotice(services, user.email, 'removed');
  return factor;
}

/** The admin API removes a factor of a user (`DELETE /admin/users/{id}/factors/{factor_id}`). */
export async function deleteFactorAsOperator(
  services: AuthServices,
  user: UserRow,
  factorId: string,
  actor: Actor,
) {
  const factor = await services.store.db.transaction().execute(async (trx) => {
    const owned = await ownedFactor(services, user.id, factorId, trx);
    await removeFactor(services, trx, owned, actor);
    return owned;
  });
  if (factor.status === 'verified') await sendFactorNotice(services, user.email, 'removed');
  return factor;
}

/** The operator's `users reset-mfa`: every factor of the user goes; how many were verified. */
export async function resetFactors(services: AuthServices, user: UserRow, actor: Actor = {}) {
  const removed = await services.store.db.transaction().execute(async (trx) => {
    const all = await services.repositories.factors.listOf(trx, user.id);
    for (const factor of all) await removeFactor(services, trx, factor, actor);
    return all;
  });
  const verified = removed.filter((factor) => factor.status === 'verified').length;
  if (verified > 0) await sendFactorNotice(services, user.email, 'removed');
  return { removed: removed.length, verified };
}
