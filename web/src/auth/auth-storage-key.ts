import { runtimeConfig } from '../config/runtime-config.ts';

/**
 * Where the session lives in local storage: the key supabase-js derives from the project URL
 * (`sb-<first label of the host>-auth-token`), kept so that sessions survive the switch to
 * `@supabase/auth-js` alone and a page can tell whether anyone is signed in without loading it.
 */
export function authStorageKey(): string {
  const host = new URL(runtimeConfig().supabaseUrl).hostname;
  return `sb-${host.split('.')[0]}-auth-token`;
}

/** A session is stored (it may still be expired: the auth client decides). */
export function hasStoredSession(): boolean {
  return window.localStorage.getItem(authStorageKey()) !== null;
}
