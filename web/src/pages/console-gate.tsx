import { Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { isStaff } from '../auth/user-role.ts';
import type { ConsoleGateContext } from '../components/console-page.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { dashboardContent } from '../content/dashboard.ts';
import { paths } from '../paths.ts';
import { ConsoleRoutes } from './console-routes.tsx';

/**
 * `/admin/*`: only a member of the team gets past; a client goes to `/dashboard`, a visitor to
 * `/auth`. The console's pages load only once past it, so a client's browser never fetches them.
 */
export function ConsoleGate() {
  const { user, loading } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const waiting = <LoadingScreen label={dashboardContent.loading} />;

  if (loading) return waiting;
  if (!user) return signingOut ? null : <Navigate to={paths.auth()} replace />;
  if (!isStaff(user)) return <Navigate to={paths.dashboard} replace />;
  return (
    <Suspense fallback={waiting}>
      <ConsoleRoutes gate={{ setSigningOut } satisfies ConsoleGateContext} />
    </Suspense>
  );
}
