import type { Booking, SlotList } from '../../../shared/agenda.ts';

/** Tuesday 3 March at 09:00 and 10:00 in São Paulo; Wednesday 4 at 14:00 (Thursday in Tokyo). */
export const slots = {
  tuesdayNine: { start: '2026-03-03T12:00:00Z', end: '2026-03-03T12:45:00Z' },
  tuesdayTen: { start: '2026-03-03T13:00:00Z', end: '2026-03-03T13:45:00Z' },
  wednesdayTwo: { start: '2026-03-04T17:00:00Z', end: '2026-03-04T17:45:00Z' },
};

/** Two members of the team whom clients may book. */
export const hosts = {
  ana: { id: '00000000-0000-4000-8000-00000000a001', name: 'Ana Ribeiro' },
  bruno: { id: '00000000-0000-4000-8000-00000000b002', name: 'Bruno Lima' },
};

export function slotList(list = Object.values(slots)): SlotList {
  return { time_zone: 'America/Sao_Paulo', duration_minutes: 45, slots: list };
}

const dayBefore = (instant: string) => new Date(Date.parse(instant) - 86_400_000).toISOString();

/**
 * A confirmed booking as the API answers it, at Tuesday 10:00 (São Paulo) unless told, which the
 * client may change until a day before (the default window).
 */
export function bookingAnswer(fields: Partial<Booking> = {}): Booking {
  return {
    id: 'reserva-1',
    host: null,
    ...slots.tuesdayTen,
    status: 'confirmed',
    topic: null,
    notes: null,
    meeting_url: null,
    cancel_reason: null,
    created_at: '2026-03-01T12:00:00Z',
    attendance: null,
    recap: null,
    meeting_location: null,
    changeable_until: dayBefore(fields.start ?? slots.tuesdayTen.start),
    ...fields,
  };
}
