import type { Availability } from '../../../../../shared/agenda.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { AgendaRefusal } from './agenda-refusal.ts';
import { teamContact } from './team-contact.ts';

/** The instant from which the client can no longer reschedule or cancel a booking. */
export const changeableUntil = (booking: { start_at: string }, availability: Availability) =>
  new Date(
    Date.parse(booking.start_at) - availability.change_notice_hours * 3_600_000,
  ).toISOString();

/**
 * Refuses a client's reschedule or cancellation of a booking that starts within the team's
 * `change_notice_hours` (decision 051), naming how to ask the team; the team is not bound by it.
 */
export async function assertChangeable(
  services: ApiServices,
  db: Queryable,
  booking: { start_at: string },
  availability: Availability,
  now: Date,
) {
  if (now.toISOString() < changeableUntil(booking, availability)) return;
  const contact = await teamContact(services, db);
  throw new AgendaRefusal(
    'change_window_closed',
    availability.change_notice_hours,
    undefined,
    contact,
  );
}
