import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { Toaster } from '../components/toaster.tsx';

/**
 * `/auth` and the client pages share one session and one toast region; `/` and the 404 load
 * neither.
 */
export function ClientAreaLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}
