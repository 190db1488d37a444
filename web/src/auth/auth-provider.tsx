import type { GoTrueClient } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { keepFor } from '../lib/session-memory.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { authActionsFor } from './auth-actions.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authStorageKey, hasStoredSession } from './auth-storage-key.ts';
import { applyAuthEvent, applyFirstSession, initialAuthState } from './auth-state.ts';
import { carriesLinkError, carriesRecoverySession } from './email-link.ts';
import { loadAuthClient } from './load-auth-client.ts';
import { hasPendingSignOut, retryPendingSignOut } from './pending-sign-out.ts';

/** Nothing for the auth client to read: no stored session, no session or error in the URL. */
const nothingToRead = () =>
  !hasStoredSession() &&
  !hasPendingSignOut() &&
  !carriesRecoverySession(window.location.hash) &&
  !carriesLinkError(window.location.hash);

/**
 * Holds the session for `/auth` and `/dashboard`; the only place that listens to the auth client.
 * A visitor with no session gets the sign-in screen without the client: it is fetched when they
 * start to fill the form, submit it, or sign in from another tab.
 */
export function AuthProvider({
  children,
  client: givenClient,
}: {
  children: ReactNode;
  /** Tests pass a client with a scripted network; the app loads the one from its config. */
  client?: GoTrueClient;
}) {
  const [client, setClient] = useState(givenClient ?? null);
  const [signedOutAtStart] = useState(
    () => !givenClient && typeof window !== 'undefined' && nothingToRead(),
  );
  // Read before the client exists: it consumes the fragment and would otherwise be seen signed in
  // a moment before it reports PASSWORD_RECOVERY. Nothing renders it before hydration is over.
  const [state, setState] = useState(() => ({
    ...initialAuthState,
    passwordRecovery: typeof window !== 'undefined' && carriesRecoverySession(window.location.hash),
  }));
  // The first render matches the prerendered page (still loading); the one after knows.
  const hydrated = useHydrated();

  const connect = useCallback(async () => {
    const connected = givenClient ?? client ?? (await loadAuthClient());
    setClient(connected);
    return connected;
  }, [givenClient, client]);

  useEffect(() => {
    if (!signedOutAtStart && !client) void loadAuthClient().then(setClient);
  }, [signedOutAtStart, client]);

  useEffect(() => {
    if (!client) return;
    const { data } = client.onAuthStateChange((event, session) => {
      keepFor(session?.user.id ?? null);
      setState((current) => applyAuthEvent(current, event, session));
    });
    void client
      .getSession()
      .then(({ data: { session } }) => setState((current) => applyFirstSession(current, session)));
    void retryPendingSignOut(client);
    return () => data.subscription.unsubscribe();
  }, [client]);

  useEffect(() => {
    if (client || !signedOutAtStart) return;
    const signedInElsewhere = (event: StorageEvent) => {
      if (event.key === authStorageKey() && event.newValue) void connect();
    };
    window.addEventListener('storage', signedInElsewhere);
    return () => window.removeEventListener('storage', signedInElsewhere);
  }, [client, signedOutAtStart, connect]);

  const actions = useMemo(
    () =>
      authActionsFor(connect, () => {
        keepFor(null);
        setState((current) => applyAuthEvent(current, 'SIGNED_OUT', null));
      }),
    [connect],
  );
  const loading = state.loading && !(signedOutAtStart && hydrated && !client);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      loading,
      user: state.session?.user ?? null,
      ...actions,
      prepare: () => void connect(),
    }),
    [state, loading, actions, connect],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
