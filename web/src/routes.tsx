import { redirectDocument, type RouteObject } from 'react-router';
import { sitePaths } from '../../shared/site-paths.ts';
import { LoadingScreen } from './components/loading-screen.tsx';
import { loadingLabel } from './content/loading.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SiteFrame } from './pages/site-frame.tsx';

function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
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
            path: sitePaths.plan,
            lazy: page(
              () => import('./pages/plan/plan-page.tsx'),
              (m) => m.PlanPage,
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
            // The console's own routes come with its gate (console-routes.tsx), so the route table
            // every page loads carries none of them (decision 056).
            path: `${sitePaths.admin}/*`,
            lazy: page(
              () => import('./pages/console-gate.tsx'),
              (m) => m.ConsoleGate,
            ),
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
