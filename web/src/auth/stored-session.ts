import type { User } from '@supabase/auth-js';
import { staffRequireMfa } from '../config/runtime-config.ts';
import { authStorageKey } from './auth-storage-key.ts';

interface StoredSession {
  access_token?: unknown;
  user?: User;
}

/** The session the auth client left in local storage, read without the client; none if unreadable. */
export function readStoredSession(): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(authStorageKey()) ?? 'null');
    return stored !== null && typeof stored === 'object' ? stored : null;
  } catch {
    return null;
  }
}

/** The assurance level an access token says it was signed in at (`aal1`, `aal2`). */
function tokenAssurance(accessToken: string): unknown {
  const payload = accessToken.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return (JSON.parse(json) as { aal?: unknown }).aal;
}

/**
 * The stored session's user, for a client page to paint at once while the auth client starts and
 * confirms it (decision 047): only a session that owes no second factor's code or set-up, since
 * the gate would put its step in place of the page. Nothing is read that the page does not show.
 */
export function paintableStoredUser(): User | null {
  try {
    const session = readStoredSession();
    const user = session?.user;
    if (typeof session?.access_token !== 'string' || typeof user?.email !== 'string') return null;
    const hasFactor = (user.factors ?? []).some(({ status }) => status === 'verified');
    if (hasFactor && tokenAssurance(session.access_token) !== 'aal2') return null;
    if (!hasFactor && staffRequireMfa() && user.app_metadata.role === 'staff') return null;
    return user;
  } catch {
    return null;
  }
}
