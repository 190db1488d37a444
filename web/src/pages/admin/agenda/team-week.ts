import { addDays } from '../../../lib/agenda-clock.ts';

/** One week of the team's agenda, Monday to Sunday, in the zone it is read in. */
export interface TeamWeek {
  /** The days, YYYY-MM-DD, Monday first. */
  days: string[];
  /** When Monday begins and the next Monday begins, as ISO instants: the agenda's query. */
  from: string;
  to: string;
}

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string) {
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`, as an ISO string. */
export function startOfDay(day: string, timeZone: string) {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the one at the answer (a DST change).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The week (Monday to Sunday) that holds `day`, read in `timeZone`. */
export function weekOf(day: string, timeZone: string): TeamWeek {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -sinceMonday);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  return {
    days,
    from: startOfDay(monday, timeZone),
    to: startOfDay(addDays(monday, 7), timeZone),
  };
}
