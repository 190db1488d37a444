import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAuditEvent } from '../audit-log.ts';
import { authErrors } from '../errors.ts';
import { emailAddress, parseInput, password, queryValue } from '../input.ts';
import { enforceRequestLimit, enforceRequestLimits, limitRules } from '../limits.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { type RateLimit, rateLimits } from '../rate-limits.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { sessionResponse } from '../session-response.ts';
import { users } from '../users.ts';

const tokenQuery = z.object({ grant_type: queryValue.optional() });
const passwordGrant = z.object({
  email: z.string({ error: 'missing email or phone' }),
  password: password,
});
const refreshGrant = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(256, 'refresh_token is not valid'),
});

/** The address a well-formed password grant signs in to, if it is a valid one. */
function signInAddress(body: unknown) {
  const grant = passwordGrant.safeParse(body ?? {});
  return grant.success ? emailAddress.safeParse(grant.data.email).data : undefined;
}

/** POST /token: the password and refresh_token grants (auth-api.md, "Endpoints"). */
export function tokenRoutes(app: FastifyInstance, services: AuthServices) {
  app.post('/token', async (request) => {
    const { grant_type: grantType } = parseInput(tokenQuery, request.query);
    const rules = limitRules(services);
    const perIp = rules.tokenPerIp(request.ip);
    if (grantType === 'password') {
      // The attempt counts against its address before the hash, in the same commit as the IP's
      // count, so that parallel guesses cannot pass the limit while the count lags behind.
      const email = signInAddress(request.body);
      const address =
        email === undefined ? undefined : { email, attempts: rules.signInFailuresPerEmail(email) };
      await enforceRequestLimits(services, address ? [perIp, address.attempts] : [perIp]);
      return passwordSignIn(services, request, address);
    }
    await enforceRequestLimit(services, perIp);
    if (grantType === 'refresh_token') return refreshSession(services, request);
    throw authErrors.unsupportedGrantType();
  });
}

/**
 * `address.attempts` is the address's failure limit, already counted for this attempt; a right
 * password takes the count back. Without an address (one that does not parse, which no account
 * can have) the answer is that of a wrong password, after the same hash work and no lookup.
 */
async function passwordSignIn(
  services: AuthServices,
  request: FastifyRequest,
  address: { email: string; attempts: RateLimit } | undefined,
) {
  const body = parseInput(passwordGrant, request.body);
  const client = requestClient(request);
  const { db } = services.store;
  const user = address ? await users.findByEmail(db, address.email) : undefined;
  const check = await checkPassword(user?.encrypted_password ?? null, body.password);
  if (!user || !check.matches) {
    await recordAuditEvent(db, { action: 'sign_in_failed', userId: user?.id, ...client });
    throw authErrors.invalidCredentials();
  }
  if (users.isBanned(user) || user.email_confirmed_at === null) {
    await rateLimits.refund(db, address!.attempts);
    if (users.isBanned(user)) throw authErrors.userBanned(400);
    throw authErrors.emailNotConfirmed();
  }

  const rehashed = check.needsRehash ? await hashPassword(body.password) : undefined;
  const now = new Date();
  const { signedIn, session, refreshToken } = await db.transaction().execute(async (trx) => {
    await rateLimits.refund(trx, address!.attempts);
    const signedIn = await users.update(trx, user.id, {
      last_sign_in_at: now.toISOString(),
      ...(rehashed ? { encrypted_password: rehashed } : {}),
    });
    const started = await services.sessions.start(
      trx,
      { userId: user.id, method: 'password', ...client },
      now,
    );
    await recordAuditEvent(trx, { action: 'sign_in', userId: user.id, ...client }, now);
    return { signedIn: signedIn!, ...started };
  });
  return sessionResponse(services, signedIn, session, refreshToken, now);
}

async function refreshSession(services: AuthServices, request: FastifyRequest) {
  const body = parseInput(refreshGrant, request.body);
  const { db } = services.store;
  const result = await db
    .transaction()
    .execute((trx) => services.sessions.rotate(trx, body.refresh_token));
  switch (result.outcome) {
    case 'not_found':
      throw authErrors.refreshTokenNotFound();
    case 'expired':
      throw authErrors.sessionExpired();
    case 'reuse_detected':
      await recordAuditEvent(db, {
        action: 'token_refresh_reused',
        userId: result.userId,
        detail: { session_id: result.sessionId },
        ...requestClient(request),
      });
      throw authErrors.refreshTokenAlreadyUsed();
    case 'rotated': {
      const user = await users.findById(db, result.session.user_id);
      if (!user) throw authErrors.refreshTokenNotFound();
      if (users.isBanned(user)) throw authErrors.userBanned(400);
      return sessionResponse(services, user, result.session, result.refreshToken);
    }
  }
}
