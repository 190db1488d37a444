import type { Availability } from '../../../../../shared/agenda.ts';
import type { SiteContent } from '../../../../../shared/site-content/schema.ts';
import { placeholderContactUrl } from '../../../../../shared/site-content/placeholders.ts';
import type { Config } from '../../../config.ts';

/** Domains that never belong to anyone (RFC 2606, RFC 6761): an address there is an example. */
const reservedDomain = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;

export const isExampleAddress = (email: string) =>
  reservedDomain.test(email.slice(email.lastIndexOf('@') + 1));

const loopbackHost = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/** Each item of the checklist that the site's content decides, done or not. */
export function contentChecks(content: SiteContent) {
  return {
    contact_link: content.contact.url !== placeholderContactUrl,
    privacy_controller: !isExampleAddress(content.legal.controller.email),
    founders: content.about.founders.every((founder) => founder.photo && founder.profileUrl),
  };
}

/** Some hour of the week, or of a day set apart, when clients can book. */
export const hasOpenHours = (availability: Availability) =>
  Object.values(availability.weekly).some((intervals) => intervals.length > 0) ||
  availability.exceptions.some((exception) => exception.intervals.length > 0);

/** The items the server's configuration decides. */
export function configChecks(config: Pick<Config, 'mail' | 'siteUrl'>) {
  const siteUrl = new URL(config.siteUrl);
  return {
    mail: config.mail.smtpUrl !== undefined,
    site_url: siteUrl.protocol === 'https:' && !loopbackHost.test(siteUrl.hostname),
  };
}
