import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { AgendaRefusal } from './agenda-refusal.ts';

/** Any booking, by id, with its client's lock held as every change to a booking takes it. */
export async function lockedBooking(services: ApiServices, db: Queryable, id: string) {
  const booking = await services.agenda.findBooking(db, id);
  if (!booking) throw new AgendaRefusal('booking_not_found');
  await services.agenda.lockClient(db, booking.user_id);
  return booking;
}

/**
 * Refuses what only a conversation that took place (or whose time has come) can have: attendance
 * and a recap. A cancelled booking never took place; one not yet begun may still not.
 */
export function assertHeld(booking: { status: string; start_at: string }, now: Date) {
  if (booking.status !== 'confirmed') throw new AgendaRefusal('booking_cancelled');
  if (booking.start_at > now.toISOString()) throw new AgendaRefusal('booking_not_begun');
}
