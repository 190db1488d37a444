import type { User } from '@supabase/auth-js';
import { type ReactNode, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paintableStoredUser } from '../auth/stored-session.ts';
import { useAuth } from '../auth/use-auth.ts';
import { dashboardContent } from '../content/dashboard.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { paths } from '../paths.ts';
import { ClientAreaHeader } from './client-area-header.tsx';
import { LoadingStatus } from './loading-status.tsx';

/**
 * Whom the prerendered page is drawn for, and the app's first render as it takes that page over:
 * a client whose e-mail is still to come.
 */
const prerenderedUser: User = {
  id: '',
  aud: '',
  email: '',
  app_metadata: {},
  user_metadata: {},
  created_at: '',
};

interface ClientAreaPageProps {
  title: string;
  /** The page below the header, for the signed-in user. */
  children(user: User): ReactNode;
}

/**
 * A page of the client area: signed-in only (seed §2), under the shared header. While the auth
 * client reads the session, the page is drawn for the session stored in this browser, and its data
 * asked for at once (decision 047); `/dashboard` arrives prerendered that way, its e-mail filled in
 * as the app takes over. A session that may owe its second factor is not drawn before it is read:
 * the page says it loads.
 */
export function ClientAreaPage({ title, children }: ClientAreaPageProps) {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const hydrated = useHydrated();
  const storedUser = useMemo(
    () => (hydrated ? paintableStoredUser() : prerenderedUser),
    [hydrated],
  );
  const shownUser = user ?? (loading ? storedUser : null);

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
      {shownUser ? (
        children(shownUser)
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
