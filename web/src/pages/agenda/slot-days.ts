import type { SlotList } from '../../../../shared/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';

export type Slot = SlotList['slots'][number];

export interface SlotDay {
  /** YYYY-MM-DD in the client's time zone. */
  day: string;
  /** In order of start. */
  slots: Slot[];
}

/** The slots grouped by the client's own days, which need not be the team's. */
export function slotDays(slots: readonly Slot[], clock: AgendaClock): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const inOrder = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of inOrder) {
    const day = clock.dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
