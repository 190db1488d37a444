import { DateTime } from 'luxon';
import type { SlotList } from '../../../../../shared/agenda.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { busies, type Host, hostsToBook, readHosts } from './hosts.ts';
import { isWithinBookingWindow, overlaps, type Slot, slotGrid, spanOf } from './slot-grid.ts';

/**
 * Free, bookable slots of the days `from` to `to` (the team's dates), as UTC instants: one host's
 * (`host`), or every bookable host's, each slot once.
 */
export async function freeSlots(
  services: ApiServices,
  range: { from: string; to: string; host?: string },
  now = new Date(),
): Promise<SlotList> {
  const directory = await readHosts(services);
  const hosts = hostsToBook(directory, range.host);
  const taken = await takenBetween(services, range);
  const free = new Map<string, Slot>();
  for (const host of hosts) {
    for (const slot of freeSlotsOf(host, range, taken, now)) {
      free.set(`${slot.start}/${slot.end}`, slot);
    }
  }
  const rules = range.host === undefined ? directory.team : hosts[0]!.availability;
  return {
    time_zone: rules.time_zone,
    duration_minutes: rules.duration_minutes,
    slots: [...free.values()].sort((a, b) => a.start.localeCompare(b.start)),
  };
}

function freeSlotsOf(
  host: Host,
  range: { from: string; to: string },
  taken: BookingRow[],
  now: Date,
) {
  const busy = taken
    .filter((booking) => busies(booking, host.id))
    .map((booking) => spanOf({ start: booking.start_at, end: booking.end_at }));
  return slotGrid(host.availability, range.from, range.to).filter(
    (slot) =>
      isWithinBookingWindow(slot, host.availability, now) &&
      !busy.some((span) => overlaps(spanOf(slot), span)),
  );
}

/** Confirmed bookings around the days asked for, wide enough for any host's time zone. */
function takenBetween(services: ApiServices, range: { from: string; to: string }) {
  const from = DateTime.fromISO(range.from, { zone: 'utc' }).minus({ days: 1 }).toISO()!;
  const to = DateTime.fromISO(range.to, { zone: 'utc' }).plus({ days: 2 }).toISO()!;
  return services.agenda.confirmedBetween(services.auth.store.db, from, to);
}
