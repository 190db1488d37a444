import { DateTime } from 'luxon';
import type { Availability, SlotList } from '../../../../../shared/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { busySpans } from '../calendars/busy-spans.ts';
import { readAvailability } from './availability.ts';
import { isWithinBookingWindow, overlaps, slotGrid, spanOf } from './slot-grid.ts';

/** Free, bookable slots of the days `from` to `to` (the team's dates), as UTC instants. */
export async function freeSlots(
  services: ApiServices,
  range: { from: string; to: string },
  now = new Date(),
): Promise<SlotList> {
  const availability = await readAvailability(services);
  const candidates = slotGrid(availability, range.from, range.to).filter((slot) =>
    isWithinBookingWindow(slot, availability, now),
  );
  const taken = [
    ...(await takenBetween(services, availability, range)),
    ...(await calendarBusyBetween(services, availability, range)),
  ];
  return {
    time_zone: availability.time_zone,
    duration_minutes: availability.duration_minutes,
    slots: candidates.filter((slot) => {
      const span = spanOf(slot);
      return !taken.some((booking) => overlaps(span, booking));
    }),
  };
}

/** The instants that begin and end the team's dates `from` to `to`. */
function instantsOf(availability: Availability, range: { from: string; to: string }) {
  const zone = availability.time_zone;
  return {
    from: DateTime.fromISO(range.from, { zone }).toUTC().toISO()!,
    to: DateTime.fromISO(range.to, { zone }).plus({ days: 1 }).toUTC().toISO()!,
  };
}

async function takenBetween(
  services: ApiServices,
  availability: Availability,
  range: { from: string; to: string },
) {
  const { from, to } = instantsOf(availability, range);
  const rows = await services.agenda.confirmedBetween(services.auth.store.db, from, to);
  return rows.map((row) => spanOf({ start: row.start_at, end: row.end_at }));
}

/** What the hosts' own calendars hold busy: every host's, while the slots are the team's. */
async function calendarBusyBetween(
  services: ApiServices,
  availability: Availability,
  range: { from: string; to: string },
) {
  const { from, to } = instantsOf(availability, range);
  const spans = await busySpans(services, services.auth.store.db, null, from, to);
  return spans.map(spanOf);
}
