import type { User } from '@supabase/supabase-js';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { notifyError } from '../../components/notify.ts';
import { authToasts, providerErrorMessages } from '../../content/auth.ts';
import { dashboardContent } from '../../content/dashboard.ts';
import { paths } from '../../paths.ts';
import { ClientAreaHeader } from './client-area-header.tsx';

interface ClientAreaPageProps {
  title: string;
  /** The page below the header, for the signed-in user. */
  children(user: User): ReactNode;
}

/** A page of the client area: signed-in only (seed §2), under the shared header. */
export function ClientAreaPage({ title, children }: ClientAreaPageProps) {
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
      <ClientAreaHeader title={title} onSignOut={() => void leave()} signingOut={signingOut} />
      {children(user)}
    </div>
  );
}
