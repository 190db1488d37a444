import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAccount } from '../accounts.ts';
import { authErrors } from '../errors.ts';
import { requireServiceRole } from '../guards.ts';
import { inviteClient } from '../invitations.ts';
import { emailAddress, metadata, parseInput, password, queryValue } from '../input.ts';
import { assertAcceptablePassword, hashPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirects.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { userJson } from '../user-json.ts';
import { users } from '../users.ts';

const generateLinkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery'], {
    error: 'type must be one of signup, invite, magiclink, recovery',
  }),
  email: emailAddress,
  password: password.optional(),
  data: metadata.optional(),
  redirect_to: z.string().optional(),
});
const inviteBody = z.object({ email: emailAddress, data: metadata.optional() });
const redirectQuery = z.object({ redirect_to: queryValue.optional() });

/** POST /invite and /admin/generate_link: accounts and links made by the operator. */
export function adminLinkRoutes(app: FastifyInstance, services: AuthServices) {
  app.addHook('preHandler', async (request) => requireServiceRole(services, request));
  const { config, store } = services;
  const { db } = store;
  const redirectFor = (requested: string | undefined, fallbackPath: string) =>
    resolveRedirect(
      requested,
      `${config.siteUrl}${fallbackPath}`,
      config.siteUrl,
      config.additionalRedirectUrls,
    );

  app.post('/invite', async (request) => {
    const { redirect_to: redirectTo } = parseInput(redirectQuery, request.query);
    const body = parseInput(inviteBody, request.body);
    const user = await inviteClient(services, {
      email: body.email,
      redirectTo,
      userMetadata: body.data,
      ...requestClient(request),
    });
    return userJson(user);
  });

  app.post('/admin/generate_link', async (request) => {
    const body = parseInput(generateLinkBody, request.body);
    let user = await users.findByEmail(db, body.email);
    if (body.type === 'signup' || body.type === 'invite') {
      if (user?.email_confirmed_at) throw authErrors.emailExists();
      if (!user) {
        if (body.type === 'signup' && body.password === undefined) {
          throw authErrors.validation('password is required for a signup link');
        }
        if (body.password !== undefined) {
          assertAcceptablePassword(body.password, config.auth.passwordMinLength);
        }
        user = await createAccount(db, {
          email: body.email,
          passwordHash: body.password === undefined ? null : await hashPassword(body.password),
          confirmed: false,
          invited: body.type === 'invite',
          userMetadata: body.data,
          ...requestClient(request),
        });
      }
    } else if (!user) {
      throw authErrors.userNotFound(404);
    }
    const redirectTo = redirectFor(
      body.redirect_to,
      body.type === 'recovery' || body.type === 'invite' ? '/auth?mode=reset' : '',
    );
    const { token, code } = await services.oneTimeTokens.issue(db, user.id, body.type);
    const actionLink = new URL(`${config.siteUrl}/auth/v1/verify`);
    actionLink.search = new URLSearchParams({
      token,
      type: body.type,
      redirect_to: redirectTo,
    }).toString();
    return {
      ...userJson(user),
      action_link: actionLink.href,
      email_otp: code,
      hashed_token: token,
      verification_type: body.type,
      redirect_to: redirectTo,
    };
  });
}
