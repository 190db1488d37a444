import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAccount } from '../accounts.ts';
import { recordAuditEvent } from '../audit-log.ts';
import { imitateTokenEmail, sendTokenEmail } from '../email-delivery.ts';
import { authErrors } from '../errors.ts';
import { emailAddress, metadata, parseInput, password, queryValue } from '../input.ts';
import { enforceEmailCooldown, enforceRequestLimit, limitRules } from '../limits.ts';
import { assertAcceptablePassword, hashPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirects.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { sessionResponse } from '../session-response.ts';
import { userJson } from '../user-json.ts';
import { type UserRow, users } from '../users.ts';

const signupBody = z.object({
  email: emailAddress,
  password: password,
  data: metadata.optional(),
});
const redirectQuery = z.object({ redirect_to: queryValue.optional() });

/**
 * The answer for an address that already has an account: a new, unconfirmed user just mailed, as
 * for any other address, except `identities: []` (the contract's sign). Nothing of the real
 * account shows through: not its id, dates, confirmation or metadata.
 */
function lookalikeUser(email: string, userMetadata: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  const user: UserRow = {
    id: crypto.randomUUID(),
    identity_id: crypto.randomUUID(),
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    banned_until: null,
    user_metadata: JSON.stringify(userMetadata),
    app_metadata: '{}',
    created_at: now,
    updated_at: now,
  };
  return { ...userJson(user), identities: [] };
}

/**
 * POST /signup — off by default (DISABLE_SIGNUP): the operator creates accounts. When on, an
 * existing address gets a look-alike answer and no e-mail, as Supabase does.
 */
export function signupRoutes(app: FastifyInstance, services: AuthServices) {
  app.post('/signup', async (request) => {
    const { config, store } = services;
    if (config.auth.disableSignup) throw authErrors.signupDisabled();
    const { redirect_to: requestedRedirect } = parseInput(redirectQuery, request.query);
    const body = parseInput(signupBody, request.body);
    await enforceRequestLimit(services, limitRules(services).emailRoutesPerIp(request.ip));
    assertAcceptablePassword(body.password, config.auth.passwordMinLength);
    const passwordHash = await hashPassword(body.password);
    const client = requestClient(request);

    const existing = await users.findByEmail(store.db, body.email);
    if (existing && config.auth.autoconfirm) throw authErrors.userAlreadyExists();
    if (!config.auth.autoconfirm) await enforceEmailCooldown(services, body.email);
    if (existing) {
      await imitateTokenEmail();
      return lookalikeUser(body.email, body.data);
    }

    if (config.auth.autoconfirm) {
      const now = new Date();
      const { user, session, refreshToken } = await store.db.transaction().execute(async (trx) => {
        const created = await createAccount(
          trx,
          { email: body.email, passwordHash, confirmed: true, userMetadata: body.data, ...client },
          now,
        );
        const user = (await users.update(trx, created.id, { last_sign_in_at: now.toISOString() }))!;
        return {
          user,
          ...(await services.sessions.start(
            trx,
            { userId: user.id, method: 'password', ...client },
            now,
          )),
        };
      });
      return sessionResponse(services, user, session, refreshToken, now);
    }

    const user = await createAccount(store.db, {
      email: body.email,
      passwordHash,
      confirmed: false,
      userMetadata: body.data,
      ...client,
    });
    const redirectTo = resolveRedirect(
      requestedRedirect,
      `${config.siteUrl}/auth`,
      config.siteUrl,
      config.additionalRedirectUrls,
    );
    try {
      await sendTokenEmail(services, {
        user,
        purpose: 'signup',
        redirectTo,
        template: services.templates.signup,
      });
    } catch (error) {
      // Without its e-mail the account could never be confirmed: leave nothing behind.
      await users.delete(store.db, user.id);
      throw error;
    }
    const sent = await users.update(store.db, user.id, {
      confirmation_sent_at: new Date().toISOString(),
    });
    await recordAuditEvent(store.db, { action: 'confirmation_sent', userId: user.id, ...client });
    return userJson(sent!);
  });
}
