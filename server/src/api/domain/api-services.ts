import type { AuthServices } from '../../auth/domain/services.ts';
import { materialShelf, messageFileShelf, planFileShelf } from '../db/files/file-shelf.ts';
import { openFileStores } from '../db/files/open-file-store.ts';
import { createAgendaRepository } from '../db/repositories/agenda.ts';
import { createBookingNotesRepository } from '../db/repositories/booking-notes.ts';
import { createHostRepository } from '../db/repositories/hosts.ts';
import { createClientAccountRepository } from '../db/repositories/client-accounts.ts';
import { createHostCalendarRepository } from '../db/repositories/host-calendars.ts';
import { createIntakeRepository } from '../db/repositories/intake.ts';
import { createMaterialRepository } from '../db/repositories/materials.ts';
import { createMessageRepository } from '../db/repositories/messages.ts';
import { createPlanRepository } from '../db/repositories/plans.ts';
import { createProfileRepository } from '../db/repositories/profiles.ts';
import { createSiteContentRepository } from '../db/repositories/site-content.ts';
import { createSetupLinkRepository } from '../db/repositories/setup-link.ts';
import { createStaffAccountRepository } from '../db/repositories/staff-accounts.ts';
import { createMaterialLinks } from './materials/material-links.ts';
import { createMessageFileLinks } from './messages/message-file-links.ts';
import { createPlanFileLinks } from './plans/plan-file-links.ts';
import type { SiteRendering } from './site-content/site-rendering.ts';

/**
 * What the data API's operations need: the auth services (store, sessions) and its own tables;
 * `siteRendering` where the site's pages are built (the content operations need it).
 */
export function createApiServices(auth: AuthServices, siteRendering?: SiteRendering) {
  return {
    auth,
    profiles: createProfileRepository(),
    agenda: createAgendaRepository(auth.store.dialect),
    bookingNotes: createBookingNotesRepository(),
    staffAccounts: createStaffAccountRepository(auth.store.dialect),
    hosts: createHostRepository(auth.store.dialect),
    clients: createClientAccountRepository(auth.store.dialect),
    materials: createMaterialRepository(),
    files: openFileStores(auth.config, auth.store, auth.log, materialShelf),
    materialLinks: createMaterialLinks(auth.deriveKey('material-links')),
    messages: createMessageRepository(),
    messageFiles: openFileStores(auth.config, auth.store, auth.log, messageFileShelf),
    messageFileLinks: createMessageFileLinks(auth.deriveKey('message-file-links')),
    plans: createPlanRepository(auth.store.dialect),
    planFiles: openFileStores(auth.config, auth.store, auth.log, planFileShelf),
    planFileLinks: createPlanFileLinks(auth.deriveKey('plan-file-links')),
    siteContent: createSiteContentRepository(auth.store.dialect),
    setupLinks: createSetupLinkRepository(),
    intake: createIntakeRepository(),
    siteRendering,
    hostCalendars: createHostCalendarRepository(),
  };
}

export type ApiServices = ReturnType<typeof createApiServices>;
