import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import { teamDigestEntries } from './team-digest-entries.ts';

const since = '2026-07-01T12:00:00.000Z';
const before = '2026-07-01T11:00:00.000Z';
const within = '2026-07-01T12:03:00.000Z';

function booking(made: string, changes: Partial<BookingRow> = {}): BookingRow {
  return {
    id: crypto.randomUUID(),
    user_id: 'client',
    start_at: '2026-07-14T13:00:00.000Z',
    end_at: '2026-07-14T13:45:00.000Z',
    status: 'confirmed',
    topic: null,
    notes: null,
    cancel_reason: null,
    host_id: null,
    sequence: 1,
    created_at: made,
    updated_at: within,
    ...changes,
  };
}

const changesOf = (bookings: BookingRow[]) =>
  teamDigestEntries(bookings, since).map(({ entry }) => [entry.change, entry.cancelledBy]);

describe("the team's digest of a client's changes", () => {
  it('tells each booking as it now stands: new, moved, or cancelled and by whom', () => {
    expect(
      changesOf([
        booking(within),
        booking(before),
        booking(before, { status: 'cancelled' }),
        booking(before, { status: 'cancelled', cancel_reason: 'Imprevisto' }),
      ]),
    ).toEqual([
      ['booked', null],
      ['moved', null],
      ['cancelled', 'client'],
      ['cancelled', 'team'],
    ]);
  });

  it('leaves out a booking made and cancelled within the window', () => {
    expect(changesOf([booking(within, { status: 'cancelled' })])).toEqual([]);
  });
});
