import { authClient } from '../auth/auth-client.ts';
import { apiCommand, apiDownload, apiErrorFromAuth, apiRequest } from './api-client.ts';

/** One place where the client's account is signed in, as `GET /api/v1/me/sessions` lists it. */
export interface ActiveSession {
  id: string;
  /** The session this browser holds. */
  current: boolean;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  /** Written by the server in pt-BR, e.g. "Chrome no Windows". */
  device: string;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** Sets a new password after the current one; the server ends every other session. */
export const changePassword = (passwords: PasswordChange) =>
  apiCommand('POST', '/me/password', passwords);

export const fetchSessions = () => apiRequest<ActiveSession[]>('GET', '/me/sessions');

/** Everything stored about the client, as one JSON file. */
export const downloadMyData = () => apiDownload('/me/export');

/** Deletes the account for good, confirmed by its password. */
export const deleteAccount = (password: string) => apiCommand('DELETE', '/me', { password });

/**
 * Ends every session of the account but this one, through the auth API (`POST /logout?scope=
 * others`); its failures are told as the data API's are.
 */
export async function endOtherSessions() {
  const { error } = await authClient().signOut({ scope: 'others' });
  if (error) throw apiErrorFromAuth(error);
}

/**
 * Signs this browser out once the account is deleted; the server no longer knows the session,
 * which supabase-js takes as signed out.
 */
export async function forgetLocalSession() {
  await authClient().signOut({ scope: 'local' });
}

/** Whether the client hears of the team's messages by e-mail (Segurança). */
interface MessageNotices {
  enabled: boolean;
}

export const fetchMessageNotices = () =>
  apiRequest<MessageNotices>('GET', '/account/message-notices');

export const saveMessageNotices = (enabled: boolean) =>
  apiRequest<MessageNotices>('PUT', '/account/message-notices', { enabled });
