import { placeholderContactUrl } from '../../../../../shared/site-content/placeholders.ts';
import { publicAddressOf } from '../../../mail/email-address.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { liveDocument } from '../site-content/site-content.ts';

/** How a client reaches the team: the site's contact link and the team's address, when set. */
export interface TeamContact {
  url: string | null;
  email: string | null;
}

/**
 * The contact link the site shows (the live content's, or CONTACT_URL where no site is built),
 * unless it is still the placeholder; and the address the team's e-mails name: TEAM_NOTIFY_EMAIL,
 * else MAIL_FROM's, when people can write to it.
 */
export async function teamContact(services: ApiServices, db: Queryable): Promise<TeamContact> {
  const { config } = services.auth;
  const url = services.siteRendering
    ? (await liveDocument(services, db)).content.contact.url
    : (config.contactUrl ?? null);
  return {
    url: url === placeholderContactUrl ? null : url,
    email: config.agenda.teamNotifyEmail ?? publicAddressOf(config.mail.from) ?? null,
  };
}
