import { DateTime } from 'luxon';
import type { SlotList } from '../../../../../shared/agenda.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { busySpans } from '../calendars/busy-spans.ts';
import { busies, type Host, hostsToBook, readHosts } from './hosts.ts';
import {
  isWithinBookingWindow,
  overlaps,
  type Slot,
  type Span,
  slotGrid,
  spanOf,
} from './slot-grid.ts';

/**
 * Free, bookable slots of the days `from` to `to` (the team's dates), as UTC instants: one host's
 * (`host`), or every bookable host's, each slot once. A host's slot is free when no booking and
 * nothing in the host's own calendar (calendars/busy-spans.ts) overlaps it.
 */
export async function freeSlots(
  services: ApiServices,
  range: { from: string; to: string; host?: string },
  now = new Date(),
): Promise<SlotList> {
  const directory = await readHosts(services);
  const hosts = hostsToBook(directory, range.host);
  const window = windowAround(range);
  const [taken, calendarBusy] = await Promise.all([
    services.agenda.confirmedBetween(services.auth.store.db, window.from, window.to),
    busySpans(services, services.auth.store.db, range.host ?? null, window.from, window.to),
  ]);
  const free = new Map<string, Slot>();
  for (const host of hosts) {
    const busy = [
      ...calendarBusy.filter((span) => span.host_id === host.id).map(spanOf),
      ...bookedSpansOf(host, taken),
    ];
    for (const slot of freeSlotsOf(host, range, busy, now)) {
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

function bookedSpansOf(host: Host, taken: BookingRow[]) {
  return taken
    .filter((booking) => busies(booking, host.id))
    .map((booking) => spanOf({ start: booking.start_at, end: booking.end_at }));
}

function freeSlotsOf(host: Host, range: { from: string; to: string }, busy: Span[], now: Date) {
  return slotGrid(host.availability, range.from, range.to).filter(
    (slot) =>
      isWithinBookingWindow(slot, host.availability, now) &&
      !busy.some((span) => overlaps(spanOf(slot), span)),
  );
}

/** The instants around the days asked for, wide enough for any host's time zone. */
function windowAround(range: { from: string; to: string }) {
  return {
    from: DateTime.fromISO(range.from, { zone: 'utc' }).minus({ days: 1 }).toISO()!,
    to: DateTime.fromISO(range.to, { zone: 'utc' }).plus({ days: 2 }).toISO()!,
  };
}
