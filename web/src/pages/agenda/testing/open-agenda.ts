import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Booking } from '../../../../../shared/agenda.ts';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { slotList } from '../../../testing/agenda-answers.ts';
import { renderClientArea } from '../../../testing/render-client-area.tsx';

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
