import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { authApiPrefix } from '../../../shared/site-paths.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { authStorageKey } from './auth-storage-key.ts';
import { carriesRecoverySession } from './email-link.ts';
import { endReplacedSession, storedAccessToken } from './replaced-session.ts';
import { fetchRememberingRetryAfter } from './retry-after.ts';

let client: GoTrueClient | undefined;

/**
 * The one auth client (seed §4: session in local storage, automatic refresh on), configured as
 * supabase-js configures its own: same URL, API key headers, storage key and options. Created on
 * first use, so the AuthProvider subscribes to its events before it reads a recovery link's session
 * from the address bar and announces `PASSWORD_RECOVERY`.
 */
export function authClient(): GoTrueClient {
  if (!client) {
    // A redirect-kind e-mail link's session replaces the stored one as the client starts.
    const replaced = carriesRecoverySession(window.location.hash) ? storedAccessToken() : undefined;
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = new AuthClient({
      url: `${supabaseUrl.replace(/\/+$/, '')}${authApiPrefix}`,
      headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
      storageKey: authStorageKey(),
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      // The passkey calls (decision 046); the code is in the client either way.
      experimental: { passkey: true },
      fetch: fetchRememberingRetryAfter(window.fetch.bind(window)),
    });
    void endReplacedSession(client, replaced);
  }
  return client;
}
