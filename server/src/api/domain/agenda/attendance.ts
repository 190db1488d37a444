import type { Attendance } from '../../../../../shared/booking-notes.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { teamRecordsOf } from './conversation-records.ts';
import { assertHeld, lockedBooking } from './held-booking.ts';

/**
 * Marks whether a confirmed conversation whose start has passed took place; a later mark replaces
 * an earlier one, and the audit log keeps each with the member who made it.
 */
export async function markAttendance(
  services: ApiServices,
  mark: { bookingId: string; status: Attendance },
  actor: Actor & { userId: string },
  now = new Date(),
) {
  const { db } = services.auth.store;
  return db.transaction().execute(async (trx) => {
    const booking = await lockedBooking(services, trx, mark.bookingId);
    assertHeld(booking, now);
    await services.bookingNotes.markAttendance(trx, {
      booking_id: booking.id,
      status: mark.status,
      marked_by: actor.userId,
      marked_at: now.toISOString(),
    });
    await services.auth.repositories.auditLog.record(trx, {
      action: 'booking_attendance_marked',
      ...actor,
      detail: { booking_id: booking.id, client_id: booking.user_id, status: mark.status },
    });
    return (await teamRecordsOf(services, trx, [booking.id]))(booking.id);
  });
}
