import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

export interface BusySpan {
  start: string;
  end: string;
}

interface Reading {
  /** The first and last instants that count. */
  from: Date;
  to: Date;
  /** The host's zone: where an all-day or floating event's day and hours are. */
  zone: string;
  /** An event this site wrote (a booking), which the agenda counts already. */
  isOwnEvent: (uid: string) => boolean;
}

/** Occurrences walked per recurring event at most: a daily event of ten years and more. */
const maxOccurrences = 5000;

type Zones = Map<string, ICAL.Timezone>;

/**
 * The TZID a time was written with: the zone ical.js resolved from the calendar's VTIMEZONE, or
 * the bare TZID it keeps (untyped) when the calendar did not describe it.
 */
function tzidOf(time: ICAL.Time) {
  const written = (time as ICAL.Time & { timezone?: string }).timezone;
  if (written) return written;
  const tzid = time.zone?.tzid;
  return tzid && tzid !== ICAL.Timezone.localTimezone.tzid ? tzid : undefined;
}

/**
 * The instant an iCalendar time names, wherever its zone is written (RFC 5545, 3.3.5). A series'
 * occurrences come without their TZID: `writtenZone` is the one of the event's own DTSTART/DTEND.
 */
function instantOf(time: ICAL.Time, reading: Reading, zones: Zones, writtenZone?: string) {
  if (time.isDate) {
    return DateTime.fromObject(
      { year: time.year, month: time.month, day: time.day },
      { zone: reading.zone },
    );
  }
  const wallClock = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  const tzid = tzidOf(time) ?? writtenZone;
  if (tzid === 'UTC' || tzid === 'Z') return DateTime.fromObject(wallClock, { zone: 'UTC' });
  if (tzid && IANAZone.isValidZone(tzid)) return DateTime.fromObject(wallClock, { zone: tzid });
  const described = tzid ? zones.get(tzid) : undefined;
  if (described) {
    const zoned = time.clone();
    zoned.zone = described;
    return DateTime.fromSeconds(zoned.toUnixTime(), { zone: 'UTC' });
  }
  // A floating time: the same hour wherever the reader is, so the host's.
  return DateTime.fromObject(wallClock, { zone: reading.zone });
}

/** An occurrence's span, or none when it does not hold the time (transparent, cancelled). */
function spanOf(
  item: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  reading: Reading,
  zones: Zones,
): BusySpan | undefined {
  const transparency = item.component.getFirstPropertyValue('transp');
  const status = item.component.getFirstPropertyValue('status');
  if (String(transparency).toUpperCase() === 'TRANSPARENT') return undefined;
  if (String(status).toUpperCase() === 'CANCELLED') return undefined;
  const startZone = tzidOf(item.startDate);
  const startAt = instantOf(start, reading, zones, startZone);
  let endAt = instantOf(end, reading, zones, tzidOf(item.endDate) ?? startZone);
  // An all-day event with no end lasts its day (RFC 5545, 3.6.1).
  if (endAt <= startAt) endAt = start.isDate ? startAt.plus({ days: 1 }) : startAt;
  if (endAt <= startAt) return undefined;
  if (endAt.toMillis() <= reading.from.getTime() || startAt.toMillis() >= reading.to.getTime()) {
    return undefined;
  }
  return { start: startAt.toUTC().toISO()!, end: endAt.toUTC().toISO()! };
}

function occurrencesOf(event: ICAL.Event, reading: Reading, zones: Zones) {
  if (!event.isRecurring()) {
    const span = spanOf(event, event.startDate, event.endDate, reading, zones);
    return span ? [span] : [];
  }
  const spans: BusySpan[] = [];
  const walk = event.iterator();
  for (let count = 0; count < maxOccurrences; count++) {
    const next = walk.next();
    if (!next) break;
    const details = event.getOccurrenceDetails(next);
    const startAt = instantOf(next, reading, zones, tzidOf(event.startDate));
    if (startAt.toMillis() >= reading.to.getTime()) {
      // A moved occurrence may still land inside; the series is past the window.
      const moved = spanOf(details.item, details.startDate, details.endDate, reading, zones);
      if (moved) spans.push(moved);
      break;
    }
    const span = spanOf(details.item, details.startDate, details.endDate, reading, zones);
    if (span) spans.push(span);
  }
  return spans;
}

/**
 * The busy times of a calendar's objects (each one VCALENDAR's text) between two instants: every
 * occurrence of recurring events (RRULE, RDATE, EXDATE, moved or changed occurrences), all-day
 * events as their whole day in the host's zone, times in their own zone across DST changes;
 * not what is transparent or cancelled, nor the site's own booking events.
 */
export function busyTimesOf(objects: readonly string[], reading: Reading): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const text of objects) {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const zones: Zones = new Map();
    for (const described of calendar.getAllSubcomponents('vtimezone')) {
      const zone = new ICAL.Timezone(described);
      zones.set(zone.tzid, zone);
    }
    const byUid = new Map<string, ICAL.Component[]>();
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const uid = String(component.getFirstPropertyValue('uid') ?? '');
      if (reading.isOwnEvent(uid)) continue;
      byUid.set(uid, [...(byUid.get(uid) ?? []), component]);
    }
    for (const components of byUid.values()) {
      const master = components.find((component) => !component.hasProperty('recurrence-id'));
      const exceptions = components.filter((component) => component !== master);
      if (!master) {
        for (const single of exceptions) {
          const event = new ICAL.Event(single);
          const span = spanOf(event, event.startDate, event.endDate, reading, zones);
          if (span) spans.push(span);
        }
        continue;
      }
      spans.push(...occurrencesOf(new ICAL.Event(master, { exceptions }), reading, zones));
    }
  }
  return spans;
}
