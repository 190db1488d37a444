import { screen } from '@testing-library/react';
import type { ActiveSession } from '../../../api/account-api.ts';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { renderClientArea } from '../../../testing/render-client-area.tsx';

/** A session as `GET /api/v1/me/sessions` lists it; another browser's unless told. */
export function sessionAnswer(fields: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: crypto.randomUUID(),
    current: false,
    created_at: '2026-03-01T12:00:00Z',
    last_seen_at: '2026-03-02T13:30:00Z',
    ip: '203.0.113.7',
    device: 'Firefox no Linux',
    ...fields,
  };
}

export const thisSession = () =>
  sessionAnswer({ current: true, device: 'Chrome no Windows', ip: '198.51.100.4' });

/** `/dashboard/seguranca` on `server`, once the sessions are listed. */
export async function openSecurityPage(server: FakeAuthServer, sessions = [thisSession()]) {
  server.respondTo('/api/v1/me/sessions', 200, sessions);
  const router = await renderClientArea(server, '/dashboard/seguranca');
  await screen.findByRole('list', { name: 'Sessões da sua conta' });
  return router;
}

/** What the page asked of the server at `path` (a data API path or `/auth/v1/...`). */
export const requestsTo = (server: FakeAuthServer, path: string, method?: string) =>
  server.requests.filter(
    (request) => request.path === path && (method === undefined || request.method === method),
  );
