import { consolePaths } from '../../../shared/console-paths.ts';
import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { sitePaths } from '../../../shared/site-paths.ts';
import type { ConsoleGateContext } from '../components/console-page.tsx';
import { trackPageWork } from '../lib/page-work.ts';

/**
 * A page of the team's console, as an element the console's gate renders only for a member of the
 * team: its chunk is fetched then, never for a client (a route's `lazy` is fetched on every match).
 */
function consolePage<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  // Not the router's own loading: the progress bar is told of it.
  const Page = lazy(async () => ({ default: pick(await trackPageWork(load())) }));
  return <Page />;
}

/** A console path as the gate's routes match it: below `/admin`. */
const inConsole = (path: string) => path.slice(`${sitePaths.admin}/`.length);

/** The console's pages, under `/admin/*`: fetched with the gate, never by a client's browser. */
const consoleRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={consolePaths.adminClients} replace /> },
  {
    path: inConsole(consolePaths.adminClients),
    element: consolePage(
      () => import('./admin/clients/admin-clients-page.tsx'),
      (m) => m.AdminClientsPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminClient),
    element: consolePage(
      () => import('./admin/clients/admin-client-page.tsx'),
      (m) => m.AdminClientPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminClientPlan),
    element: consolePage(
      () => import('./admin/plans/admin-client-plan-page.tsx'),
      (m) => m.AdminClientPlanPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminPlans),
    element: consolePage(
      () => import('./admin/plans/admin-plans-page.tsx'),
      (m) => m.AdminPlansPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminPlanTemplates),
    element: consolePage(
      () => import('./admin/plans/admin-plan-templates-page.tsx'),
      (m) => m.AdminPlanTemplatesPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminAgenda),
    element: consolePage(
      () => import('./admin/agenda/admin-agenda-page.tsx'),
      (m) => m.AdminAgendaPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminMaterials),
    element: consolePage(
      () => import('./admin/materials/admin-materials-page.tsx'),
      (m) => m.AdminMaterialsPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminMessages),
    element: consolePage(
      () => import('./admin/messages/admin-messages-page.tsx'),
      (m) => m.AdminMessagesPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminThread),
    element: consolePage(
      () => import('./admin/messages/admin-thread-page.tsx'),
      (m) => m.AdminThreadPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminContent),
    element: consolePage(
      () => import('./admin/content/admin-content-page.tsx'),
      (m) => m.AdminContentPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminAudit),
    element: consolePage(
      () => import('./admin/audit/admin-audit-page.tsx'),
      (m) => m.AdminAuditPage,
    ),
  },
  {
    path: inConsole(consolePaths.adminIntake),
    element: consolePage(
      () => import('./admin/intake/admin-intake-page.tsx'),
      (m) => m.AdminIntakePage,
    ),
  },
  // An address below `/admin` that names no page: the site's 404, inside the console's gate.
  {
    path: '*',
    element: consolePage(
      () => import('./not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** The console's page for the address, handed what the gate gives its pages. */
export function ConsoleRoutes({ gate }: { gate: ConsoleGateContext }) {
  return useRoutes([{ element: <Outlet context={gate} />, children: consoleRoutes }]);
}
