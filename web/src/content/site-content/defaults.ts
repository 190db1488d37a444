import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { landingDefaults } from './landing-defaults.ts';
import { legalDefaults } from './legal-defaults.ts';

/**
 * The site's content before the team publishes anything (version 0): seed §1's texts and the legal
 * pages written for this product. The server fills the contact link and the controller's address
 * from its configuration (CONTACT_URL, MAIL_FROM).
 */
export const defaultSiteContent: SiteContent = { ...landingDefaults, legal: legalDefaults };
