import type { AuthError, GoTrueClient } from '@supabase/auth-js';
import { authStorageKey } from './auth-storage-key.ts';

/**
 * A sign-out the server did not hear (offline, down): the session's access token, kept so the next
 * visit can still revoke it. Past its hour the server refuses it and the session is left to expire
 * (its refresh token is gone from this browser).
 */
const pendingKey = () => `${authStorageKey()}-pending-sign-out`;

export const hasPendingSignOut = () => window.localStorage.getItem(pendingKey()) !== null;

/** No answer at all, or a gateway's 502–504: worth trying again later. */
export const isUnreachable = (error: Pick<AuthError, 'name'>) =>
  error.name === 'AuthRetryableFetchError';

/** Ends the session in this browser without the server, remembering to revoke it later. */
export function signOutHere(accessToken: string | undefined) {
  if (accessToken) window.localStorage.setItem(pendingKey(), accessToken);
  window.localStorage.removeItem(authStorageKey());
}

/** Revokes a session left by an earlier offline sign-out; kept only while the server is unreachable. */
export async function retryPendingSignOut(client: GoTrueClient) {
  const accessToken = window.localStorage.getItem(pendingKey());
  if (!accessToken) return;
  const { error } = await client.admin.signOut(accessToken, 'global');
  if (!error || !isUnreachable(error)) window.localStorage.removeItem(pendingKey());
}
