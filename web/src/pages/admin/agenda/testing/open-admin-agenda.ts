import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import {
  type Availability,
  defaultAvailability,
  type HostSettings,
} from '../../../../../../shared/agenda.ts';
import type { TeamBooking } from '../../../../api/admin-agenda-api.ts';
import type { FakeAuthServer } from '../../../../auth/testing/fake-auth-server.ts';
import { bookingAnswer, hosts } from '../../../../testing/agenda-answers.ts';
import { openSite } from '../../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import '../admin-agenda-page.tsx';

/** A client's booking as the team's agenda lists it: Tuesday 3 March, 10:00 in São Paulo. */
export const teamBookingAnswer = (fields: Partial<TeamBooking> = {}): TeamBooking => ({
  ...bookingAnswer({ topic: 'Sucessão familiar' }),
  client_id: 'c1a2b3c4-0000-4000-8000-000000000001',
  client_email: 'ana@example.com',
  client_name: 'Ana Souza',
  private_notes: null,
  ...fields,
});

/** The signed-in member's own calendars (the fake server's user is the host). */
export const ownCalendarPath = '/api/v1/admin/hosts/00000000-0000-4000-8000-000000000001/calendar';

/** Two members of the team as the console lists them: Ana with the team's hours, Bruno his own. */
export const teamHosts: HostSettings[] = [
  { ...hosts.ana, email: 'ana@legacy.example', accepts_bookings: true, own_hours: false },
  { ...hosts.bruno, email: 'bruno@legacy.example', accepts_bookings: true, own_hours: true },
];

/** `/admin/agenda` as a member of the team, once the week and the hours are shown. */
export async function openAdminAgenda(
  server: FakeAuthServer,
  { bookings = [teamBookingAnswer()], availability = defaultAvailability as Availability } = {},
) {
  server.respondTo('/api/v1/admin/bookings', 200, bookings);
  server.respondTo('/api/v1/admin/availability', 200, availability, 'GET');
  server.respondTo(ownCalendarPath, 200, null, 'GET');
  const router = await openSite(server, '/admin/agenda');
  await screen.findByRole('region', { name: 'Conversas da semana' });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return router;
}
