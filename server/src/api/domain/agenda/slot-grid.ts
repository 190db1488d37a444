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
  const length = availability.duration_minutes * 60_000;
  const step = length + availability.buffer_minutes * 60_000;
  const slots: Slot[] = [];
  const last = DateTime.fromISO(to, { zone });
  for (let day = DateTime.fromISO(from, { zone }); day <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    for (const [open, close] of intervalsOf(availability, day)) {
      // Only the interval's ends are wall-clock times; meetings within it are spans of real time.
      const closing = DateTime.fromISO(`${date}T${close}`, { zone }).toMillis();
      let start = DateTime.fromISO(`${date}T${open}`, { zone }).toMillis();
      for (; start + length <= closing; start += step) {
        slots.push({
          start: new Date(start).toISOString(),
          end: new Date(start + length).toISOString(),
        });
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

/** A time range in epoch milliseconds, for comparing many ranges without parsing them each time. */
export interface Span {
  start: number;
  end: number;
}

export function spanOf(slot: Slot): Span {
  return { start: Date.parse(slot.start), end: Date.parse(slot.end) };
}

/** Whether two time ranges share any instant. */
export function overlaps(a: Span, b: Span) {
  return a.start < b.end && b.start < a.end;
}
