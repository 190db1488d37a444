import { Suspense, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { isStaff } from '../auth/user-role.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { dashboardContent } from '../content/dashboard.ts';
import { paths } from '../paths.ts';

/** What the gate hands its console pages (`useOutletContext()`). */
export interface ConsoleGateContext {
  /** The member of the team is signing out: no trip to `/auth` on the way home. */
  setSigningOut(signingOut: boolean): void;
}

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
      <Outlet context={{ setSigningOut } satisfies ConsoleGateContext} />
    </Suspense>
  );
}
