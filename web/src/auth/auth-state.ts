import type { AuthChangeEvent, Session } from '@supabase/auth-js';

/** The auth state the app holds (seed §3 "Auth context", §4). */
export interface AuthState {
  session: Session | null;
  /** True until the first session result or auth-state change (seed §4). */
  loading: boolean;
  /** Signed in through a recovery or invitation link: a new password is due before anything else. */
  passwordRecovery: boolean;
}

/** Before anything is read: the same in the browser and in the page prerendered at build time. */
export const initialAuthState: AuthState = {
  session: null,
  loading: true,
  passwordRecovery: false,
};

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
