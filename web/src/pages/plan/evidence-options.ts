import type { Booking } from '../../../../shared/agenda.ts';
import type { Material } from '../../../../shared/materials.ts';
import { agendaClock, clientTimeZone } from '../../lib/agenda-clock.ts';

/**
 * The client's conversations that took place (confirmed and begun), newest first, each as its
 * day and time, host and topic.
 */
export function conversationOptions(bookings: Booking[], now = Date.now()) {
  const clock = agendaClock(clientTimeZone());
  return bookings
    .filter((booking) => booking.status === 'confirmed' && Date.parse(booking.start) <= now)
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start))
    .map((booking) => ({
      value: booking.id,
      label: [clock.when(booking), booking.host?.name, booking.topic].filter(Boolean).join(' · '),
    }));
}

/** The materials published for the client, by title. */
export const materialOptions = (materials: Material[]) =>
  materials.map((material) => ({ value: material.id, label: material.title }));
