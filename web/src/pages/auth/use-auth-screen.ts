import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { carriesLinkError, readEmailLink } from '../../auth/email-link.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { paths } from '../../paths.ts';
import { authScreenReducer, initialAuthScreenState } from './auth-screen-state.ts';

/** The screen's state, started from the address it was opened with (seed §2 "/auth"). */
export function useAuthScreen() {
  const { passwordRecovery } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(authScreenReducer, undefined, () =>
    initialAuthScreenState({
      requestedMode: new URLSearchParams(location.search).get('mode'),
      emailLink: readEmailLink(location.search),
      recoverySession: passwordRecovery,
      linkError: carriesLinkError(location.hash),
    }),
  );

  // A one-time token or an error leaves the address bar as soon as it has been read (security.md).
  const carriesSecrets =
    new URLSearchParams(location.search).has('token_hash') || carriesLinkError(location.hash);
  useEffect(() => {
    if (carriesSecrets) void navigate(paths.auth({ mode: 'reset' }), { replace: true });
  }, [carriesSecrets, navigate]);

  useEffect(() => {
    if (!passwordRecovery) return;
    dispatch({ type: 'recoverySessionStarted' });
    // supabase-js empties the fragment once it has read the session, but leaves the "#" behind.
    if (window.location.href.includes('#')) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [passwordRecovery, location.pathname, location.search, navigate]);

  return { state, dispatch };
}
