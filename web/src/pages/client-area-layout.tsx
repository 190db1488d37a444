import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { wantToaster } from '../components/toaster-on-demand.tsx';
import { SecondFactorGate } from './second-factor/second-factor-gate.tsx';

/** Signed-in pages tell of most of what they do: their toast region is fetched at once. */
function ToastsWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAuth().session !== null;
  useEffect(() => {
    if (signedIn) wantToaster();
  }, [signedIn]);
  return children;
}

/**
 * `/auth` and the client pages share one session; `/` and the 404 never load auth code. The
 * team's console is below it too, so both pass the second factor's gate.
 */
export function ClientAreaLayout() {
  return (
    <AuthProvider>
      <ToastsWhenSignedIn>
        <SecondFactorGate>
          <Outlet />
        </SecondFactorGate>
      </ToastsWhenSignedIn>
    </AuthProvider>
  );
}
