import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAuditEvent } from '../audit-log.ts';
import { imitateTokenEmail, sendTokenEmail } from '../email-delivery.ts';
import { emailAddress, parseInput, queryValue } from '../input.ts';
import { enforceEmailCooldown, enforceRequestLimit, limitRules } from '../limits.ts';
import { resolveRedirect } from '../redirects.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { users } from '../users.ts';

const recoverBody = z.object({ email: emailAddress });
const redirectQuery = z.object({ redirect_to: queryValue.optional() });

/**
 * POST /recover: the same answer, work and cooldown whether or not the address has an account
 * (security.md, "Sign-in and enumeration"); only a real, active account gets the e-mail.
 */
export function recoverRoutes(app: FastifyInstance, services: AuthServices) {
  app.post('/recover', async (request) => {
    const { redirect_to: requestedRedirect } = parseInput(redirectQuery, request.query);
    const { email } = parseInput(recoverBody, request.body);
    await enforceRequestLimit(services, limitRules(services).emailRoutesPerIp(request.ip));
    await enforceEmailCooldown(services, email);

    const { config, store } = services;
    const user = await users.findByEmail(store.db, email);
    if (!user || users.isBanned(user)) {
      await imitateTokenEmail();
      return {};
    }
    const redirectTo = resolveRedirect(
      requestedRedirect,
      `${config.siteUrl}/auth?mode=reset`,
      config.siteUrl,
      config.additionalRedirectUrls,
    );
    await sendTokenEmail(services, {
      user,
      purpose: 'recovery',
      redirectTo,
      template: services.templates.recovery,
    });
    await users.update(store.db, user.id, { recovery_sent_at: new Date().toISOString() });
    await recordAuditEvent(store.db, {
      action: 'recovery_requested',
      userId: user.id,
      ...requestClient(request),
    });
    return {};
  });
}
