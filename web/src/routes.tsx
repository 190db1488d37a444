import { lazy } from 'react';
import { Navigate, redirectDocument, type RouteObject } from 'react-router';
import { sitePaths } from '../../shared/site-paths.ts';
import { LoadingScreen } from './components/loading-screen.tsx';
import { loadingLabel } from './content/loading.ts';
import { trackPageWork } from './lib/page-work.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SiteFrame } from './pages/site-frame.tsx';

function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A page of the team's console, as an element the console's gate renders only for a member of the
 * team: its chunk is fetched then, never for a client (a route's `lazy` is fetched on every match).
 */
function consolePage<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  // Not the router's own loading: the progress bar is told of it.
  const Page = lazy(async () => ({ default: pick(await trackPageWork(load())) }));
  return <Page />;
}

/**
 * The route table (seed §2). Each page is its own chunk; the client area's layout brings the
 * session and the toasts, so `/` and the 404 page never load auth code.
 */
export const routes: RouteObject[] = [
  {
    Component: SiteFrame,
    errorElement: <RouteErrorPage />,
    // Shown if a page's code is still on its way when the router starts (main.tsx loads it first).
    HydrateFallback: () => <LoadingScreen label={loadingLabel} />,
    children: [
      {
        path: sitePaths.home,
        // The server renders `/` from the live content; the app never draws it, except under
        // `npm run dev`, whose server serves the app on every path (with the defaults).
        ...(import.meta.env.DEV
          ? {
              lazy: page(
                () => import('./pages/landing/default-landing-page.tsx'),
                (m) => m.DefaultLandingPage,
              ),
            }
          : { loader: () => redirectDocument(sitePaths.home) }),
      },
      {
        lazy: page(
          () => import('./pages/client-area-layout.tsx'),
          (m) => m.ClientAreaLayout,
        ),
        children: [
          {
            path: sitePaths.auth,
            lazy: page(
              () => import('./pages/auth/auth-page.tsx'),
              (m) => m.AuthPage,
            ),
          },
          {
            path: sitePaths.dashboard,
            lazy: page(
              () => import('./pages/dashboard/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: sitePaths.profile,
            lazy: page(
              () => import('./pages/profile/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: sitePaths.agenda,
            lazy: page(
              () => import('./pages/agenda/agenda-page.tsx'),
              (m) => m.AgendaPage,
            ),
          },
          {
            path: sitePaths.materials,
            lazy: page(
              () => import('./pages/materials/materials-page.tsx'),
              (m) => m.MaterialsPage,
            ),
          },
          {
            path: sitePaths.messages,
            lazy: page(
              () => import('./pages/messages/messages-page.tsx'),
              (m) => m.MessagesPage,
            ),
          },
          {
            path: sitePaths.security,
            lazy: page(
              () => import('./pages/security/security-page.tsx'),
              (m) => m.SecurityPage,
            ),
          },
          {
            path: sitePaths.intake,
            lazy: page(
              () => import('./pages/intake/intake-page.tsx'),
              (m) => m.IntakePage,
            ),
          },
          {
            path: sitePaths.firstRun,
            lazy: page(
              () => import('./pages/first-run/first-run-page.tsx'),
              (m) => m.FirstRunPage,
            ),
          },
          {
            path: sitePaths.admin,
            lazy: page(
              () => import('./pages/console-gate.tsx'),
              (m) => m.ConsoleGate,
            ),
            children: [
              { index: true, element: <Navigate to={sitePaths.adminClients} replace /> },
              {
                path: sitePaths.adminClients,
                element: consolePage(
                  () => import('./pages/admin/clients/admin-clients-page.tsx'),
                  (m) => m.AdminClientsPage,
                ),
              },
              {
                path: sitePaths.adminClient,
                element: consolePage(
                  () => import('./pages/admin/clients/admin-client-page.tsx'),
                  (m) => m.AdminClientPage,
                ),
              },
              {
                path: sitePaths.adminAgenda,
                element: consolePage(
                  () => import('./pages/admin/agenda/admin-agenda-page.tsx'),
                  (m) => m.AdminAgendaPage,
                ),
              },
              {
                path: sitePaths.adminMaterials,
                element: consolePage(
                  () => import('./pages/admin/materials/admin-materials-page.tsx'),
                  (m) => m.AdminMaterialsPage,
                ),
              },
              {
                path: sitePaths.adminMessages,
                element: consolePage(
                  () => import('./pages/admin/messages/admin-messages-page.tsx'),
                  (m) => m.AdminMessagesPage,
                ),
              },
              {
                path: sitePaths.adminThread,
                element: consolePage(
                  () => import('./pages/admin/messages/admin-thread-page.tsx'),
                  (m) => m.AdminThreadPage,
                ),
              },
              {
                path: sitePaths.adminContent,
                element: consolePage(
                  () => import('./pages/admin/content/admin-content-page.tsx'),
                  (m) => m.AdminContentPage,
                ),
              },
              {
                path: sitePaths.adminAudit,
                element: consolePage(
                  () => import('./pages/admin/audit/admin-audit-page.tsx'),
                  (m) => m.AdminAuditPage,
                ),
              },
              {
                path: sitePaths.adminIntake,
                element: consolePage(
                  () => import('./pages/admin/intake/admin-intake-page.tsx'),
                  (m) => m.AdminIntakePage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('./pages/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
