import {
  type Availability,
  availabilityInput,
  defaultAvailability,
} from '../../../../../shared/agenda.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';

/** The team's rules: what was saved, or the defaults until then; through `db` when given one. */
export async function readAvailability(
  services: ApiServices,
  db: Queryable = services.auth.store.db,
): Promise<Availability> {
  const stored = await services.agenda.readAvailability(db);
  if (stored === undefined) return defaultAvailability;
  return availabilityInput.parse(JSON.parse(stored));
}

export async function saveAvailability(
  services: ApiServices,
  availability: Availability,
  actor: Actor & { userId: string },
) {
  const { db } = services.auth.store;
  await db.transaction().execute(async (trx) => {
    await services.agenda.writeAvailability(
      trx,
      JSON.stringify(availability),
      new Date().toISOString(),
    );
    await services.auth.repositories.auditLog.record(trx, {
      action: 'availability_changed',
      ...actor,
    });
  });
  return availability;
}
