import { describe, expect, it } from 'vitest';
import { busyTimesOf } from './busy-times.ts';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teste//PT', ...lines, 'END:VCALENDAR'].join('\r\n');

const reading = {
  from: new Date('2026-03-01T00:00:00Z'),
  to: new Date('2026-04-01T00:00:00Z'),
  zone: 'America/Sao_Paulo',
  isOwnEvent: (uid: string) => uid.endsWith('@agenda.example'),
};

describe('busy times read from a calendar', () => {
  it('expands a weekly series in its zone across a DST change, without its exceptions', () => {
    const series = calendar(
      'BEGIN:VEVENT',
      'UID:semanal',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=America/New_York:20260302T100000',
      'DTEND;TZID=America/New_York:20260302T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=America/New_York:20260316T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:semanal',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=America/New_York:20260323T100000',
      'DTSTART;TZID=America/New_York:20260323T150000',
      'DTEND;TZID=America/New_York:20260323T160000',
      'END:VEVENT',
    );
    expect(busyTimesOf([series], reading)).toEqual([
      { start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T16:00:00.000Z' },
      { start: '2026-03-09T14:00:00.000Z', end: '2026-03-09T15:00:00.000Z' },
      { start: '2026-03-23T19:00:00.000Z', end: '2026-03-23T20:00:00.000Z' },
    ]);
  });

  it('reads a time in the zone its calendar describes, before and after the DST change', () => {
    const lisbon = [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Lisbon',
      'BEGIN:STANDARD',
      'DTSTART:19701025T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700329T010000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const daily = calendar(
      ...lisbon,
      'BEGIN:VEVENT',
      'UID:diario',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Europe/Lisbon:20260328T090000',
      'DTEND;TZID=Europe/Lisbon:20260328T093000',
      'RRULE:FREQ=DAILY;COUNT=2',
      'END:VEVENT',
    );
    expect(busyTimesOf([daily], reading)).toEqual([
      { start: '2026-03-28T09:00:00.000Z', end: '2026-03-28T09:30:00.000Z' },
      { start: '2026-03-29T08:00:00.000Z', end: '2026-03-29T08:30:00.000Z' },
    ]);
  });

  it("holds an all-day event's whole day in the host's zone, and skips free and own events", () => {
    const events = calendar(
      'BEGIN:VEVENT',
      'UID:feriado',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260310',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:lembrete',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260311T120000Z',
      'DTEND:20260311T130000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:reserva-1@agenda.example',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260312T120000Z',
      'DTEND:20260312T130000Z',
      'END:VEVENT',
    );
    expect(busyTimesOf([events], reading)).toEqual([
      { start: '2026-03-10T03:00:00.000Z', end: '2026-03-11T03:00:00.000Z' },
    ]);
  });
});
