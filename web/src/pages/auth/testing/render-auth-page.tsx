import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../../../auth/auth-provider.tsx';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { Toaster } from '../../../components/toaster.tsx';
import { AuthPage } from '../auth-page.tsx';

/** `/auth` at `path`, talking to `server`, with a stand-in /dashboard to land on. */
export function renderAuthPage(server: FakeAuthServer, path = '/auth') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider client={server.client}>
            <AuthPage />
            <Toaster />
          </AuthProvider>
        ),
        path: '/auth',
      },
      { path: '/dashboard', element: <p>painel</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
