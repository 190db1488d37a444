import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runtimeConfig } from '../config/runtime-config.ts';

let client: SupabaseClient | undefined;

/**
 * The one Supabase client (seed §4: session in local storage, automatic refresh on). Created on
 * first use rather than on import, so that the AuthProvider can subscribe to its events before it
 * reads a recovery link's session from the address bar and announces `PASSWORD_RECOVERY`.
 */
export function supabaseClient(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        storage: window.localStorage,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    });
  }
  return client;
}
