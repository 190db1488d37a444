import type { BookingNotesInput, RecapInput } from '../../../../../shared/booking-notes.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { recapOf, teamRecordsOf } from './conversation-records.ts';
import { assertHeld, lockedBooking } from './held-booking.ts';
import { enqueueRecapNotice } from './recap-notice.ts';

/** What the client would be told of: the recap's words, not which steps are ticked off. */
const recapWords = (recap: RecapInput | null) =>
  recap && JSON.stringify([recap.summary, recap.action_items.map((item) => item.text)]);

/**
 * Saves the team's notes on a booking (docs/portal.md, "After the conversation"): private notes
 * at any time, a recap once the conversation's time has come. A recap written or reworded tells
 * the client, once for saves close together (recap-notice.ts).
 */
export async function saveBookingNotes(
  services: ApiServices,
  bookingId: string,
  input: BookingNotesInput,
  actor: Actor & { userId: string },
  now = new Date(),
) {
  const { db } = services.auth.store;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const booking = await lockedBooking(services, trx, bookingId);
    if (input.recap) assertHeld(booking, now);
    const stored = await services.bookingNotes.findNotes(trx, booking.id);
    const before = recapOf(stored);
    const recap = input.recap === undefined ? before : input.recap;
    const reworded = recap !== null && recapWords(recap) !== recapWords(before);
    await services.bookingNotes.saveNotes(trx, {
      booking_id: booking.id,
      private_notes:
        input.private_notes === undefined ? (stored?.private_notes ?? null) : input.private_notes,
      recap_summary: recap?.summary ?? null,
      recap_action_items: recap ? JSON.stringify(recap.action_items) : null,
      recap_updated_at: recap ? (reworded ? at : (before?.updated_at ?? at)) : null,
      updated_at: at,
      updated_by: actor.userId,
    });
    await services.auth.repositories.auditLog.record(trx, {
      action: 'booking_notes_saved',
      ...actor,
      // Which parts changed, never their words: the audit log is not where notes are read.
      detail: {
        booking_id: booking.id,
        client_id: booking.user_id,
        private_notes: input.private_notes !== undefined,
        recap: input.recap !== undefined,
      },
    });
    if (reworded) await enqueueRecapNotice(services, trx, booking.id, now);
    return (await teamRecordsOf(services, trx, [booking.id]))(booking.id);
  });
}
