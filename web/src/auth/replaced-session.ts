import type { GoTrueClient } from '@supabase/auth-js';
import { readStoredSession } from './stored-session.ts';

/** The access token of the session stored in this browser, read without the auth client. */
export function storedAccessToken(): string | undefined {
  const token = readStoredSession()?.access_token;
  return typeof token === 'string' ? token : undefined;
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
