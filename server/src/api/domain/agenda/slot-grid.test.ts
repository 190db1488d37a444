import { describe, expect, it } from 'vitest';
import { type Availability, defaultAvailability } from '../../../../../shared/agenda.ts';
import { isWithinBookingWindow, overlaps, slotGrid, spanOf, teamDateOf } from './slot-grid.ts';

const starts = (availability: Availability, from: string, to = from) =>
  slotGrid(availability, from, to).map((slot) => slot.start);

describe('slotGrid', () => {
  it("cuts the default hours into 45-minute meetings 15 minutes apart, in São Paulo's time", () => {
    expect(starts(defaultAvailability, '2026-12-01')).toEqual([
      '2026-12-01T12:00:00.000Z',
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T14:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2026-12-01T18:00:00.000Z',
      '2026-12-01T19:00:00.000Z',
      '2026-12-01T20:00:00.000Z',
    ]);
    expect(starts(defaultAvailability, '2026-12-05', '2026-12-06')).toEqual([]);
  });

  it('keeps the wall-clock hours across a daylight-saving change', () => {
    const newYork = { ...defaultAvailability, time_zone: 'America/New_York' };
    // 2026-03-08: clocks go forward; 09:00 is 14:00 UTC before and 13:00 UTC after.
    expect(starts(newYork, '2026-03-06')[0]).toBe('2026-03-06T14:00:00.000Z');
    expect(starts(newYork, '2026-03-09')[0]).toBe('2026-03-09T13:00:00.000Z');
    // 2026-11-01: clocks go back.
    expect(starts(newYork, '2026-10-30')[0]).toBe('2026-10-30T13:00:00.000Z');
    expect(starts(newYork, '2026-11-02')[0]).toBe('2026-11-02T14:00:00.000Z');
  });

  it('uses a date exception instead of its weekday: a day off, or special hours', () => {
    const withExceptions: Availability = {
      ...defaultAvailability,
      exceptions: [
        { date: '2026-12-24', intervals: [] },
        { date: '2026-12-26', intervals: [['10:00', '11:00']] },
      ],
    };
    expect(starts(withExceptions, '2026-12-24')).toEqual([]);
    expect(starts(withExceptions, '2026-12-26')).toEqual(['2026-12-26T13:00:00.000Z']);
  });

  it('leaves out a meeting that would run past the end of its interval', () => {
    const hourly = { ...defaultAvailability, duration_minutes: 60, buffer_minutes: 0 };
    const tuesday = { ...hourly, weekly: { ...hourly.weekly, tue: [['09:00', '10:59']] } };
    // 10:00–11:00 would end after 10:59.
    expect(starts(tuesday as Availability, '2026-12-01')).toEqual(['2026-12-01T12:00:00.000Z']);
  });
});

describe('the booking window and overlaps', () => {
  const slot = { start: '2026-12-02T12:00:00.000Z', end: '2026-12-02T12:45:00.000Z' };

  it('needs 24 hours of notice and stays within 30 days', () => {
    expect(isWithinBookingWindow(slot, defaultAvailability, new Date('2026-12-01T12:00:00Z'))).toBe(
      true,
    );
    expect(isWithinBookingWindow(slot, defaultAvailability, new Date('2026-12-01T12:00:01Z'))).toBe(
      false,
    );
    expect(isWithinBookingWindow(slot, defaultAvailability, new Date('2026-11-01T11:59:59Z'))).toBe(
      false,
    );
  });

  it("names the team's date of an instant, and sees ranges that touch only as apart", () => {
    expect(teamDateOf('2026-12-02T02:00:00.000Z', defaultAvailability)).toBe('2026-12-01');
    const span = spanOf(slot);
    expect(overlaps(span, spanOf({ start: slot.end, end: '2026-12-02T13:30:00.000Z' }))).toBe(
      false,
    );
    expect(
      overlaps(
        span,
        spanOf({ start: '2026-12-02T12:30:00.000Z', end: '2026-12-02T13:15:00.000Z' }),
      ),
    ).toBe(true);
  });
});
