import type { Availability } from '../../../../../shared/agenda.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { busySpans } from '../calendars/busy-spans.ts';
import { AgendaRefusal } from './agenda-refusal.ts';
import { busies, type HostDirectory, hostsToBook } from './hosts.ts';
import { isWithinBookingWindow, type Slot, slotGrid, teamDateOf } from './slot-grid.ts';

/** The slot that starts at `start`, if the rules offer it now. */
function offeredSlot(availability: Availability, start: string, now: Date) {
  const day = teamDateOf(start, availability);
  const slot = slotGrid(availability, day, day).find(
    (candidate) => Date.parse(candidate.start) === Date.parse(start),
  );
  return slot && isWithinBookingWindow(slot, availability, now) ? slot : undefined;
}

/** The same, or `slot_unavailable`. */
export function bookableSlot(availability: Availability, start: string, now: Date) {
  const slot = offeredSlot(availability, start, now);
  if (!slot) throw new AgendaRefusal('slot_unavailable');
  return slot;
}

/**
 * Whether no other confirmed booking (but `except`) keeps the host busy during the slot, read
 * under the host's lock (`lockHost`). A booking without a host (`hostId` null) is free only of
 * every booking.
 */
export async function isFree(
  services: ApiServices,
  trx: Queryable,
  hostId: string | null,
  slot: Slot,
  except?: string,
) {
  if (hostId !== null) await services.hosts.lockHost(trx, hostId);
  const overlapping = await services.agenda.confirmedBetween(trx, slot.start, slot.end);
  return !overlapping.some(
    (booking) => booking.id !== except && (hostId === null || busies(booking, hostId)),
  );
}

/**
 * The hosts who offer `start` now, each with their slot, in the directory's order: the one asked
 * for, or every bookable host ("qualquer um"); `slot_unavailable` when none does.
 */
export function offeringHosts(
  directory: HostDirectory,
  hostId: string | undefined,
  start: string,
  now: Date,
) {
  const offers = hostsToBook(directory, hostId).flatMap((host) => {
    const slot = offeredSlot(host.availability, start, now);
    return slot ? [{ host, slot }] : [];
  });
  if (offers.length === 0) throw new AgendaRefusal('slot_unavailable');
  return offers;
}

/** Whether the host's own calendar holds the slot busy, as last read (calendars/busy-spans.ts). */
async function busyInCalendar(
  services: ApiServices,
  trx: Queryable,
  hostId: string | null,
  slot: Slot,
) {
  if (hostId === null) return false;
  const spans = await busySpans(services, trx, hostId, slot.start, slot.end);
  return spans.length > 0;
}

/** `slot_unavailable` when the host's own calendar holds the slot busy. */
export async function assertNotBusyInCalendar(
  services: ApiServices,
  trx: Queryable,
  hostId: string | null,
  slot: Slot,
) {
  if (await busyInCalendar(services, trx, hostId, slot)) {
    throw new AgendaRefusal('slot_unavailable');
  }
}

/**
 * The first offer whose host is free, taking each host's lock in turn. None: `slot_unavailable`
 * when every host's own calendar holds the slot busy, else `slot_taken`.
 */
export async function firstFree(
  services: ApiServices,
  trx: Queryable,
  offers: ReturnType<typeof offeringHosts>,
) {
  let busyInCalendars = 0;
  for (const offer of offers) {
    if (await busyInCalendar(services, trx, offer.host.id, offer.slot)) {
      busyInCalendars += 1;
    } else if (await isFree(services, trx, offer.host.id, offer.slot)) {
      return offer;
    }
  }
  throw new AgendaRefusal(busyInCalendars === offers.length ? 'slot_unavailable' : 'slot_taken');
}
