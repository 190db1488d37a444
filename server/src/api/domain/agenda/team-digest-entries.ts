import type { DigestEntry } from '../../../mail/team-digest-template.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';

/**
 * What the team reads of a client's bookings changed since `since`, each as it now stands: made
 * within the window and standing, new; made before and standing, moved (the only change a
 * standing booking takes); made before and cancelled, cancelled — by the team when it gave a
 * reason, which the team must and a client cannot. A booking made and cancelled within the window
 * is left out: the team never heard of it, and it is gone.
 */
export function teamDigestEntries(bookings: readonly BookingRow[], since: string) {
  return bookings.flatMap((booking): { booking: BookingRow; entry: DigestEntry }[] => {
    const madeInWindow = booking.created_at >= since;
    const cancelled = booking.status === 'cancelled';
    if (cancelled && madeInWindow) return [];
    const change = cancelled ? 'cancelled' : madeInWindow ? 'booked' : 'moved';
    const entry: DigestEntry = {
      change,
      start: booking.start_at,
      end: booking.end_at,
      topic: booking.topic,
      notes: booking.notes,
      cancelledBy: cancelled ? (booking.cancel_reason === null ? 'client' : 'team') : null,
      reason: booking.cancel_reason,
    };
    return [{ booking, entry }];
  });
}
