import type { GoTrueClient } from '@supabase/auth-js';
import { authStorageKey } from './auth-storage-key.ts';

/** The access token of the session stored in this browser, read without the auth client. */
export function storedAccessToken(): string | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(authStorageKey()) ?? 'null') as {
      access_token?: unknown;
    } | null;
    return typeof stored?.access_token === 'string' ? stored.access_token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An e-mail link signs this browser in as the link's account, in place of whoever was signed in
 * here. The session it replaced is held by no one any more, so the server is told to end it (that
 * session only: the account's other devices stay signed in).
 */
export async function endReplacedSession(
  client: GoTrueClient,
  replacedAccessToken: string | undefined,
) {
  if (!replacedAccessToken) return;
  const { data } = await client.getSession();
  if (!data.session || data.session.access_token === replacedAccessToken) return;
  await client.admin.signOut(replacedAccessToken, 'local');
}
