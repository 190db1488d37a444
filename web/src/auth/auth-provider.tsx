import type { GoTrueClient } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { authActionsFor } from './auth-actions.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authStorageKey, hasStoredSession } from './auth-storage-key.ts';
import {
  applyAuthEvent,
  applyFirstSession,
  initialAuthState,
  recoveryArrived,
} from './auth-state.ts';
import { carriesLinkError, carriesRecoverySession } from './email-link.ts';
import { loadAuthClient } from './load-auth-client.ts';
import { hasPendingSignOut, retryPendingSignOut } from './pending-sign-out.ts';

/** Something the auth client must read now: a stored session, or a session or error in the URL. */
const clientNeededAtOnce = () =>
  hasStoredSession() ||
  hasPendingSignOut() ||
  carriesRecoverySession(window.location.hash) ||
  carriesLinkError(window.location.hash);

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
  const [state, setState] = useState(initialAuthState);
  const listening = useRef<{ client: GoTrueClient; stop(): void } | null>(null);

  const listenTo = useCallback((client: GoTrueClient) => {
    if (listening.current?.client === client) return client;
    const { data } = client.onAuthStateChange((event, session) =>
      setState((current) => applyAuthEvent(current, event, session)),
    );
    listening.current = { client, stop: () => data.subscription.unsubscribe() };
    void client
      .getSession()
      .then(({ data: { session } }) => setState((current) => applyFirstSession(current, session)));
    void retryPendingSignOut(client);
    return client;
  }, []);

  const connect = useCallback(
    async () => listenTo(givenClient ?? (await loadAuthClient())),
    [givenClient, listenTo],
  );

  useEffect(() => {
    // Read before the client exists: it consumes the fragment and would otherwise be seen signed in
    // a moment before it reports PASSWORD_RECOVERY.
    if (carriesRecoverySession(window.location.hash)) setState(recoveryArrived);
    const stopListening = () => {
      listening.current?.stop();
      listening.current = null;
    };
    if (givenClient || clientNeededAtOnce()) {
      void connect();
      return stopListening;
    }
    setState((current) => applyFirstSession(current, null));
    const signedInElsewhere = (event: StorageEvent) => {
      if (event.key === authStorageKey() && event.newValue) void connect();
    };
    window.addEventListener('storage', signedInElsewhere);
    return () => {
      window.removeEventListener('storage', signedInElsewhere);
      stopListening();
    };
  }, [givenClient, connect]);

  const actions = useMemo(
    () =>
      authActionsFor(connect, () =>
        setState((current) => applyAuthEvent(current, 'SIGNED_OUT', null)),
      ),
    [connect],
  );
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      user: state.session?.user ?? null,
      ...actions,
      prepare: () => void connect(),
    }),
    [state, actions, connect],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
