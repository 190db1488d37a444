import type { Actor } from '../../platform/actor.ts';
import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { refundLimit } from '../../platform/rate-limits/request-limits.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { RateLimit } from '../../platform/rate-limits/rate-limit-window.ts';
import type { AuthServices } from './services.ts';

export interface PasswordAttempt {
  /**
   * The address signed in to, with its failure limit already counted for this attempt (a right
   * password takes the count back); absent when the address does not parse, which no account has.
   */
  address?: { email: string; attempts: RateLimit };
  password: string;
}

/**
 * The password grant (auth-api.md, `/token`): unknown address and wrong password are one answer
 * after the same hash work; a banned or unconfirmed account is named only after the right password.
 */
export async function signInWithPassword(
  services: AuthServices,
  attempt: PasswordAttempt,
  actor: Actor,
) {
  const { db } = services.store;
  const { users, auditLog } = services.repositories;
  const { address } = attempt;
  const user = address ? await users.findByEmail(db, address.email) : undefined;
  const check = await checkPassword(user?.encrypted_password ?? null, attempt.password);
  if (!user || !check.matches || !address) {
    await auditLog.record(db, { action: 'sign_in_failed', userId: user?.id, ...actor });
    services.metrics.signIns.inc({ outcome: 'failure' });
    throw authErrors.invalidCredentials();
  }
  if (isBanned(user) || user.email_confirmed_at === null) {
    await refundLimit(services, db, address.attempts);
    if (isBanned(user)) throw authErrors.userBanned(400);
    throw authErrors.emailNotConfirmed();
  }

  const rehashed = check.needsRehash ? await hashPassword(attempt.password) : undefined;
  const now = new Date();
  const result = await db.transaction().execute(async (trx) => {
    await refundLimit(services, trx, address.attempts);
    const signedIn = await users.update(trx, user.id, {
      last_sign_in_at: now.toISOString(),
      ...(rehashed ? { encrypted_password: rehashed } : {}),
    });
    const started = await services.sessions.start(
      trx,
      { userId: user.id, method: 'password', ...actor },
      now,
    );
    await auditLog.record(trx, { action: 'sign_in', userId: user.id, ...actor }, now);
    return { user: signedIn!, ...started, now };
  });
  services.metrics.signIns.inc({ outcome: 'success' });
  return result;
}

/** The refresh_token grant: rotation, then the user's current state. */
export async function refreshSession(services: AuthServices, refreshToken: string, actor: Actor) {
  const { db } = services.store;
  const { users, auditLog } = services.repositories;
  const result = await db
    .transaction()
    .execute((trx) => services.sessions.rotate(trx, refreshToken));
  switch (result.outcome) {
    case 'not_found':
      // A session a ban ended is gone, but its token still says why, as Supabase's does.
      if (await services.sessions.isEndedByBan(db, refreshToken)) throw authErrors.userBanned(400);
      throw authErrors.refreshTokenNotFound();
    case 'expired':
      throw authErrors.sessionExpired();
    case 'reuse_detected':
      await auditLog.record(db, {
        action: 'token_refresh_reused',
        userId: result.userId,
        detail: { session_id: result.sessionId },
        ...actor,
      });
      throw authErrors.refreshTokenAlreadyUsed();
    case 'rotated': {
      const user = await users.findById(db, result.session.user_id);
      if (!user) throw authErrors.refreshTokenNotFound();
      if (isBanned(user)) throw authErrors.userBanned(400);
      return { user, session: result.session, refreshToken: result.refreshToken, now: new Date() };
    }
  }
}
