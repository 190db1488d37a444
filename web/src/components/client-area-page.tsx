import type { User } from '@supabase/auth-js';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { dashboardContent } from '../content/dashboard.ts';
import { paths } from '../paths.ts';
import { ClientAreaHeader } from './client-area-header.tsx';
import { LoadingStatus } from './loading-status.tsx';

interface ClientAreaPageProps {
  title: string;
  /** The page below the header, for the signed-in user. */
  children(user: User): ReactNode;
}

/**
 * A page of the client area: signed-in only (seed §2), under the shared header. While the session
 * is read, the header is already there (prerendered for `/dashboard`) and the page says it loads.
 */
export function ClientAreaPage({ title, children }: ClientAreaPageProps) {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  // While signing out the user is gone too, but the way out is home, not the sign-in screen.
  if (!loading && !user) return signingOut ? null : <Navigate to={paths.auth()} replace />;

  async function leave() {
    setSigningOut(true);
    const { revokeDeferred } = await signOut();
    // `/` is a page of its own without JavaScript: it says so itself (signed-out-notice.tsx).
    if (revokeDeferred) window.location.assign(paths.homeSignedOutHere);
    else void navigate(paths.home);
  }

  return (
    <div className="min-h-dvh bg-ivory-100" data-scrollbar-from-start>
      <ClientAreaHeader title={title} onSignOut={() => void leave()} signingOut={signingOut} />
      {user ? (
        children(user)
      ) : (
        // Where every client page's content starts, so it takes this place without a shift.
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <div className="flex justify-center rounded-3xl bg-ivory-50 p-7 shadow-xl ring-1 shadow-ink-900/10 ring-sand-300/70 sm:p-10">
            <LoadingStatus label={dashboardContent.loading} />
          </div>
        </main>
      )}
    </div>
  );
}
