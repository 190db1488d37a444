import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AuthProvider } from '../../../auth/auth-provider.tsx';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { Toaster } from '../../../components/toaster.tsx';
import { AuthPage } from '../auth-page.tsx';

/**
 * `/auth` at `path`, talking to `server`, with a stand-in /dashboard to land on. As in the app, the
 * session is held above both pages (client-area-layout.tsx) and the toast region above every page
 * (site-frame.tsx), so a toast told as the page moves to /dashboard is still shown there.
 */
export function renderAuthPage(server: FakeAuthServer, path = '/auth') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AuthProvider client={server.client}>
              <Outlet />
            </AuthProvider>
            <Toaster />
          </>
        ),
        children: [
          { path: '/auth', element: <AuthPage /> },
          { path: '/dashboard', element: <p>painel</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
