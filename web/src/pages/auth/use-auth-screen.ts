import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { carriesLinkError, readEmailLink } from '../../auth/email-link.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { paths } from '../../paths.ts';
import { authScreenReducer, initialAuthScreenState } from './auth-screen-state.ts';

/**
 * The screen's state, started from the address it was opened with (seed §2 "/auth"). The fragment
 * is read after the first render, which must match the page prerendered without it.
 */
export function useAuthScreen() {
  const { passwordRecovery, session } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(authScreenReducer, undefined, () =>
    initialAuthScreenState({
      requestedMode: new URLSearchParams(location.search).get('mode'),
      emailLink: readEmailLink(location.search),
      recoverySession: false,
      linkError: false,
    }),
  );

  // A link's token is checked before anyone types a password (without using it up).
  const { emailLink } = state;
  useEffect(() => {
    if (!emailLink) return;
    let current = true;
    void import('../../auth/email-link-check.ts')
      .then(({ checkEmailLink }) => checkEmailLink(emailLink))
      .then((check) => {
        if (!current) return;
        if (check.state === 'expired') dispatch({ type: 'linkExpired' });
        if (check.state === 'live') dispatch({ type: 'linkLive', email: check.email });
      });
    return () => {
      current = false;
    };
  }, [emailLink]);

  const linkError = carriesLinkError(location.hash);
  useEffect(() => {
    if (linkError) dispatch({ type: 'linkExpired' });
  }, [linkError]);

  // A one-time token or an error leaves the address bar as soon as it has been read (security.md).
  // A sign-in link (email-code/) keeps the screen where it is; the others lead to a password.
  const carriesSecrets = new URLSearchParams(location.search).has('token_hash') || linkError;
  const toPassword = linkError || readEmailLink(location.search) !== null;
  useEffect(() => {
    if (carriesSecrets)
      void navigate(paths.auth(toPassword ? { mode: 'reset' } : {}), { replace: true });
  }, [carriesSecrets, toPassword, navigate]);

  useEffect(() => {
    if (!passwordRecovery) return;
    dispatch({ type: 'recoverySessionStarted' });
    // The auth client empties the fragment once it has read the session (it may still be on its
    // way), but leaves the "#" behind.
    if (session && window.location.href.endsWith('#')) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [passwordRecovery, session, location.pathname, location.search, navigate]);

  return { state, dispatch };
}
