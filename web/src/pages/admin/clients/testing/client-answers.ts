import type { ClientSummary } from '../../../../../../shared/clients.ts';
import type { ClientDetail, ClientPage } from '../../../../api/admin-clients-api.ts';
import { profileAnswer } from '../../../../testing/render-client-area.tsx';

/** A client as the team's list shows it: Ana, active, profile complete, unless told. */
export function clientSummaryAnswer(fields: Partial<ClientSummary> = {}): ClientSummary {
  return {
    id: 'c1a2b3c4-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    full_name: 'Ana Souza',
    status: 'active',
    last_sign_in_at: '2026-03-01T13:30:00Z',
    profile_completed: true,
    next_booking: '2026-03-03T13:00:00Z',
    created_at: '2026-02-01T12:00:00Z',
    ...fields,
  };
}

/** `GET /api/v1/admin/clients`: these clients, one page of 25. */
export const clientPageAnswer = (clients: ClientSummary[], total = clients.length): ClientPage => ({
  clients,
  page: 1,
  per_page: 25,
  total,
});

/** `GET /api/v1/admin/clients/:id` for Ana. */
export function clientDetailAnswer(account: Partial<ClientDetail['account']> = {}): ClientDetail {
  return {
    account: {
      id: 'c1a2b3c4-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      status: 'active',
      created_at: '2026-02-01T12:00:00Z',
      last_sign_in_at: '2026-03-01T13:30:00Z',
      invited_at: '2026-02-01T12:00:00Z',
      email_confirmed_at: '2026-02-01T13:00:00Z',
      invitation_expires_at: null,
      ...account,
    },
    profile: profileAnswer({ full_name: 'Ana Souza', company: 'Souza Participações' }),
    bookings: [],
  };
}
