import { createAccount } from './accounts.ts';
import { recordAuditEvent } from './audit-log.ts';
import { sendTokenEmail } from './email-delivery.ts';
import { authErrors } from './errors.ts';
import { resolveRedirect } from './redirects.ts';
import type { AuthServices } from './services.ts';
import { users } from './users.ts';

export interface Invitation {
  email: string;
  redirectTo?: string;
  userMetadata?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Creates the account if needed (unconfirmed, no password) and mails a link to the "Nova senha"
 * screen. A confirmed account is 422 `email_exists`; a failed send leaves no new account behind.
 */
export async function inviteClient(services: AuthServices, invitation: Invitation) {
  const { config, store } = services;
  const { db } = store;
  const existing = await users.findByEmail(db, invitation.email);
  if (existing?.email_confirmed_at) throw authErrors.emailExists();
  const actor = { ip: invitation.ip, userAgent: invitation.userAgent };
  const user =
    existing ??
    (await createAccount(db, {
      email: invitation.email,
      passwordHash: null,
      confirmed: false,
      invited: true,
      userMetadata: invitation.userMetadata,
      ...actor,
    }));
  try {
    await sendTokenEmail(services, {
      user,
      purpose: 'invite',
      redirectTo: resolveRedirect(
        invitation.redirectTo,
        `${config.siteUrl}/auth?mode=reset`,
        config.siteUrl,
        config.additionalRedirectUrls,
      ),
      template: services.templates.invite,
    });
  } catch (error) {
    if (!existing) await users.delete(db, user.id);
    throw error;
  }
  const invited = await users.update(db, user.id, { invited_at: new Date().toISOString() });
  // Deleted meanwhile by another request: the link it was sent leads nowhere.
  if (!invited) throw authErrors.userNotFound(404);
  await recordAuditEvent(db, { action: 'invite_sent', userId: user.id, ...actor });
  return invited;
}
