import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

/** The signed-in user, the session and every auth action (seed §8: fails outside its provider). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an <AuthProvider>.');
  return value;
}
