import { DateTime } from 'luxon';
import type { Availability, Weekday } from '../../../../../shared/agenda.ts';

export interface Slot {
  start: string;
  end: string;
}

const weekdayNames: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The intervals of one calendar day in the team's zone: its exception, or its weekday's. */
function intervalsOf(availability: Availability, day: DateTime) {
  const date = day.toISODate()!;
  const exception = availability.exceptions.find((entry) => entry.date === date);
  return exception ? exception.intervals : availability.weekly[weekdayNames[day.weekday - 1]!];
}

/**
 * Every slot the rules make of the days `from` to `to` (dates in the team's zone), as UTC
 * instants. Each interval is cut from its start into meetings of `duration_minutes` with
 * `buffer_minutes` between them. Wall-clock times are read in the team's zone on that very day,
 * so a daylight-saving change moves the UTC instants, never the team's hours.
 */
export function slotGrid(availability: Availability, from: string, to: string): Slot[] {
  const zone = availability.time_zone;
  const step = availability.duration_minutes + availability.buffer_minutes;
  const slots: Slot[] = [];
  const last = DateTime.fromISO(to, { zone });
  for (let day = DateTime.fromISO(from, { zone }); day <= last; day = day.plus({ days: 1 })) {
    for (const [open, close] of intervalsOf(availability, day)) {
      const closing = DateTime.fromISO(`${day.toISODate()}T${close}`, { zone });
      let start = DateTime.fromISO(`${day.toISODate()}T${open}`, { zone });
      while (start.plus({ minutes: availability.duration_minutes }) <= closing) {
        const end = start.plus({ minutes: availability.duration_minutes });
        slots.push({ start: start.toUTC().toISO()!, end: end.toUTC().toISO()! });
        start = start.plus({ minutes: step });
      }
    }
  }
  return slots;
}

/** Whether a slot may still be booked at `now`: after the notice, within the horizon. */
export function isWithinBookingWindow(slot: Slot, availability: Availability, now: Date) {
  const start = Date.parse(slot.start);
  const earliest = now.getTime() + availability.min_notice_hours * 3_600_000;
  const latest = now.getTime() + availability.horizon_days * 86_400_000;
  return start >= earliest && start <= latest;
}

/** The team-zone date an instant falls on. */
export function teamDateOf(instant: string, availability: Availability) {
  return DateTime.fromISO(instant, { zone: 'utc' }).setZone(availability.time_zone).toISODate()!;
}

/** Whether two time ranges share any instant. */
export function overlaps(a: Slot, b: Slot) {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}
