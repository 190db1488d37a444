import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { notifyError } from '../../components/notify.ts';
import { authToasts, providerErrorMessages } from '../../content/auth.ts';
import { dashboardContent } from '../../content/dashboard.ts';
import { paths } from '../../paths.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { NextSteps } from './next-steps.tsx';
import { OfferingCards } from './offering-cards.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/** `/dashboard`, the client area (seed §2). */
export function DashboardPage() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (loading) return <LoadingScreen label={dashboardContent.loading} />;
  // While signing out the user is gone too, but the way out is home, not the sign-in screen.
  if (!user) return signingOut ? null : <Navigate to={paths.auth()} replace />;

  async function leave() {
    setSigningOut(true);
    const { error } = await signOut();
    if (!error) return navigate(paths.home);
    setSigningOut(false);
    notifyError({ title: authToasts.errorTitle, description: providerErrorMessages.unexpected });
  }

  return (
    <div className="min-h-dvh bg-ivory-100">
      <DashboardHeader onSignOut={() => void leave()} signingOut={signingOut} />
      <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
        <WelcomeCard email={user.email ?? ''} />
        <OfferingCards />
        <NextSteps />
      </main>
    </div>
  );
}
