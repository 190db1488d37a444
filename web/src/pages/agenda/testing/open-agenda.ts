import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Booking, SlotList } from '../../../../../shared/agenda.ts';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { renderClientArea } from '../../client-area/testing/render-client-area.tsx';

/** Monday 2 March 2026, 09:00 in São Paulo and 21:00 in Tokyo. */
const now = new Date('2026-03-02T12:00:00Z');

/** Tuesday 3 March at 09:00 and 10:00 in São Paulo; Wednesday 4 at 14:00 (Thursday in Tokyo). */
export const slots = {
  tuesdayNine: { start: '2026-03-03T12:00:00Z', end: '2026-03-03T12:45:00Z' },
  tuesdayTen: { start: '2026-03-03T13:00:00Z', end: '2026-03-03T13:45:00Z' },
  wednesdayTwo: { start: '2026-03-04T17:00:00Z', end: '2026-03-04T17:45:00Z' },
};

export function slotList(list = Object.values(slots)): SlotList {
  return { time_zone: 'America/Sao_Paulo', duration_minutes: 45, slots: list };
}

/** A confirmed booking as the API answers it, at Tuesday 10:00 (São Paulo) unless told. */
export function bookingAnswer(fields: Partial<Booking> = {}): Booking {
  return {
    id: 'reserva-1',
    ...slots.tuesdayTen,
    status: 'confirmed',
    topic: null,
    notes: null,
    meeting_url: null,
    cancel_reason: null,
    created_at: '2026-03-01T12:00:00Z',
    ...fields,
  };
}

/**
 * The client's device set to `timeZone`, whatever the machine's, and the clock at `now` (only
 * `Date`: timers stay real). Undone by `vi.restoreAllMocks()` and `vi.useRealTimers()`.
 */
export function clientIn(timeZone: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}

/** `/dashboard/agenda` on `server`, once its slots and bookings are shown. */
export async function openAgenda(
  server: FakeAuthServer,
  { free = slotList(), bookings = [] as Booking[] } = {},
) {
  server.respondTo('/api/v1/slots', 200, free);
  server.respondTo('/api/v1/bookings', 200, bookings, 'GET');
  const router = await renderClientArea(server, '/dashboard/agenda');
  await screen.findByRole('region', { name: 'Agendar uma conversa' });
  await screen.findByText(/^Horários no seu fuso/);
  await waitFor(() => expect(screen.queryByText('Carregando suas conversas...')).toBeNull());
  return router;
}

/** What the page asked of the data API at `path`, by method. */
export const requestsTo = (server: FakeAuthServer, path: string, method = 'GET') =>
  server.requests.filter((request) => request.path === path && request.method === method);
