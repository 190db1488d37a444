import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/** The auth state the app holds (seed §3 "Auth context", §4). */
export interface AuthState {
  session: Session | null;
  /** True until the first session result or auth-state change (seed §4). */
  loading: boolean;
  /** Signed in through a recovery or invitation link: a new password is due before anything else. */
  passwordRecovery: boolean;
}

export const initialAuthState = (arrivedWithRecoverySession: boolean): AuthState => ({
  session: null,
  loading: true,
  passwordRecovery: arrivedWithRecoverySession,
});

export function applyAuthEvent(
  state: AuthState,
  event: AuthChangeEvent,
  session: Session | null,
): AuthState {
  const passwordRecovery =
    event === 'PASSWORD_RECOVERY' ||
    (state.passwordRecovery && session !== null && event !== 'USER_UPDATED');
  return { session, loading: false, passwordRecovery };
}

/** The first `getSession()` answer; an auth event that came earlier is newer and wins. */
export function applyFirstSession(state: AuthState, session: Session | null): AuthState {
  if (!state.loading) return state;
  return {
    ...state,
    session,
    loading: false,
    passwordRecovery: state.passwordRecovery && !!session,
  };
}
