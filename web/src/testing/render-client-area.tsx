import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '../../../shared/profile.ts';
import { AuthProvider } from '../auth/auth-provider.tsx';
import type { FakeAuthServer } from '../auth/testing/fake-auth-server.ts';
import { Toaster } from '../components/toaster.tsx';
import { AgendaPage } from '../pages/agenda/agenda-page.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { MaterialsPage } from '../pages/materials/materials-page.tsx';
import { MessagesPage } from '../pages/messages/messages-page.tsx';
import { PlanPage } from '../pages/plan/plan-page.tsx';
import { ProfilePage } from '../pages/profile/profile-page.tsx';
import { SecurityPage } from '../pages/security/security-page.tsx';
import { sitePaths } from '../../../shared/site-paths.ts';
import { paths } from '../paths.ts';

/** A profile as `GET /api/v1/profile` answers it; nothing filled in unless given. */
export function profileAnswer(fields: Partial<Profile> = {}): Profile {
  return {
    full_name: null,
    phone: null,
    company: null,
    job_title: null,
    city: null,
    preferred_channel: null,
    goals: null,
    completed: false,
    updated_at: null,
    ...fields,
  };
}

/**
 * The client pages at `path`, signed in on `server`, which also answers the data API; `/` and
 * `/auth` are stand-ins. The app's auth client is `server.client` too (test-setup.ts).
 */
export async function renderClientArea(server: FakeAuthServer, path: string) {
  await server.signIn('ana@example.com');
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider client={server.client}>
            <Outlet />
            <Toaster />
          </AuthProvider>
        ),
        children: [
          { path: paths.dashboard, element: <DashboardPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.agenda, element: <AgendaPage /> },
          { path: paths.materials, element: <MaterialsPage /> },
          { path: paths.messages, element: <MessagesPage /> },
          { path: sitePaths.plan, element: <PlanPage /> },
          { path: paths.security, element: <SecurityPage /> },
          { path: paths.auth(), element: <p>tela de entrada</p> },
          { path: paths.home, element: <p>página inicial</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
