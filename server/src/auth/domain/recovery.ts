import type { Actor } from './accounts.ts';
import { isBanned } from './ban-duration.ts';
import { enforceEmailCooldown } from './limits.ts';
import { linkLandingPath, redirectOnSite } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { imitateTokenEmail, sendTokenEmail } from './token-email.ts';

/**
 * A password-reset request: the same answer, work and cooldown whether or not the address has an
 * account (security.md, "Sign-in and enumeration"); only a real, active account gets the e-mail.
 */
export async function requestRecovery(
  services: AuthServices,
  request: { email: string; redirectTo?: string } & Actor,
) {
  const { email, redirectTo, ...actor } = request;
  await enforceEmailCooldown(services, email);
  const { db } = services.store;
  const { users, auditLog } = services.repositories;
  const user = await users.findByEmail(db, email);
  if (!user || isBanned(user)) {
    await imitateTokenEmail();
    return;
  }
  await sendTokenEmail(services, {
    user,
    purpose: 'recovery',
    redirectTo: redirectOnSite(services.config, redirectTo, linkLandingPath('recovery')),
  });
  await users.update(db, user.id, { recovery_sent_at: new Date().toISOString() });
  await auditLog.record(db, { action: 'recovery_requested', userId: user.id, ...actor });
}
