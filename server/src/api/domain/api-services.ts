import type { AuthServices } from '../../auth/domain/services.ts';
import { createAgendaRepository } from '../db/repositories/agenda.ts';
import { createProfileRepository } from '../db/repositories/profiles.ts';

/** What the data API's operations need: the auth services (store, sessions) and its own tables. */
export function createApiServices(auth: AuthServices) {
  return {
    auth,
    profiles: createProfileRepository(),
    agenda: createAgendaRepository(auth.store.dialect),
  };
}

export type ApiServices = ReturnType<typeof createApiServices>;
