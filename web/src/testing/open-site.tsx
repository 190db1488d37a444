import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { FakeAuthServer } from '../auth/testing/fake-auth-server.ts';
import { routes } from '../routes.tsx';

/** Who opens the page: a member of the team, a client, or nobody signed in. */
type Visitor = 'staff' | 'client' | 'signed-out';

/**
 * The site's own routes at `path` (the console's gate and lazy pages included), for `visitor`, on
 * `server`, which also answers the data API (the app's auth client is its client: test-setup.ts).
 */
export async function openSite(server: FakeAuthServer, path: string, visitor: Visitor = 'staff') {
  if (visitor === 'staff') await server.signIn('equipe@example.com', { role: 'staff' });
  if (visitor === 'client') await server.signIn('ana@example.com');
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** What the page asked of the data API at `path`, by method. */
export const requestsTo = (server: FakeAuthServer, path: string, method = 'GET') =>
  server.requests.filter((request) => request.path === path && request.method === method);
