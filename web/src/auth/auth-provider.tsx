import type { SupabaseClient } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { authActionsFor } from './auth-actions.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { applyAuthEvent, applyFirstSession, initialAuthState } from './auth-state.ts';
import { carriesRecoverySession } from './email-link.ts';
import { supabaseClient } from './supabase-client.ts';

/** Holds the session for `/auth` and `/dashboard`; the only place that listens to supabase-js. */
export function AuthProvider({
  children,
  client: givenClient,
}: {
  children: ReactNode;
  /** Tests pass a client with a scripted network; the app uses the one from its config. */
  client?: SupabaseClient;
}) {
  const [client] = useState(() => givenClient ?? supabaseClient());
  // Read before the client exists: it consumes the fragment and would otherwise be seen signed in
  // a moment before it reports PASSWORD_RECOVERY.
  const [state, setState] = useState(() =>
    initialAuthState(carriesRecoverySession(window.location.hash)),
  );

  useEffect(() => {
    const { auth } = client;
    const { data } = auth.onAuthStateChange((event, session) =>
      setState((current) => applyAuthEvent(current, event, session)),
    );
    void auth
      .getSession()
      .then(({ data: { session } }) => setState((current) => applyFirstSession(current, session)));
    return () => data.subscription.unsubscribe();
  }, [client]);

  const actions = useMemo(() => authActionsFor(client), [client]);
  const value = useMemo<AuthContextValue>(
    () => ({ ...state, user: state.session?.user ?? null, ...actions }),
    [state, actions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
