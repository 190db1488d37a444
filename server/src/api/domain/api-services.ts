import type { AuthServices } from '../../auth/domain/services.ts';
import { openFileStores } from '../db/files/open-file-store.ts';
import { createAgendaRepository } from '../db/repositories/agenda.ts';
import { createClientAccountRepository } from '../db/repositories/client-accounts.ts';
import { createMaterialRepository } from '../db/repositories/materials.ts';
import { createProfileRepository } from '../db/repositories/profiles.ts';
import { createStaffAccountRepository } from '../db/repositories/staff-accounts.ts';
import { createMaterialLinks } from './materials/material-links.ts';

/** What the data API's operations need: the auth services (store, sessions) and its own tables. */
export function createApiServices(auth: AuthServices) {
  return {
    auth,
    profiles: createProfileRepository(),
    agenda: createAgendaRepository(auth.store.dialect),
    staffAccounts: createStaffAccountRepository(auth.store.dialect),
    clients: createClientAccountRepository(auth.store.dialect),
    materials: createMaterialRepository(),
    files: openFileStores(auth.config, auth.store, auth.log),
    materialLinks: createMaterialLinks(auth.deriveKey('material-links')),
  };
}

export type ApiServices = ReturnType<typeof createApiServices>;
