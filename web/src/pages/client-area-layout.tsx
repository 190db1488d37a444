import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { Toaster } from '../components/toaster.tsx';
import { SecondFactorGate } from './second-factor/second-factor-gate.tsx';

/**
 * `/auth` and the client pages share one session and one toast region; `/` and the 404 load
 * neither. The team's console is below it too, so both pass the second factor's gate.
 */
export function ClientAreaLayout() {
  return (
    <AuthProvider>
      <SecondFactorGate>
        <Outlet />
      </SecondFactorGate>
      <Toaster />
    </AuthProvider>
  );
}
