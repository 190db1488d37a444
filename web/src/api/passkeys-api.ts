import type { AuthError } from '@supabase/auth-js';
import { authClient } from '../auth/auth-client.ts';
import { ApiError, apiErrorFromAuth } from './api-client.ts';

/** A passkey of the account, as `GET /passkeys` lists it. */
export interface Passkey {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

const passkeys = () => authClient().passkey;

/**
 * The client's failure as the app's: a refusal of the server keeps its code; the browser's own
 * (the person cancelled, the authenticator refused) becomes `passkey_ceremony_failed`, or
 * `passkey_already_added` when the device already holds one for this account.
 */
function succeeded<T>(result: { data: T | null; error: Error | null }): T {
  if (!result.error) return result.data as T;
  const error = result.error as Partial<AuthError>;
  if (error.status === undefined) {
    const code =
      error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
        ? 'passkey_already_added'
        : 'passkey_ceremony_failed';
    throw new ApiError(0, code, result.error.message);
  }
  throw apiErrorFromAuth(result.error as AuthError);
}

export const listPasskeys = async (): Promise<Passkey[]> => succeeded(await passkeys().list());

/** Asks the device for a new passkey for this account (`registerPasskey`). */
export const addPasskey = async (): Promise<Passkey> =>
  succeeded(await authClient().registerPasskey());

export const renamePasskey = async (passkeyId: string, friendlyName: string) =>
  succeeded(await passkeys().update({ passkeyId, friendlyName }));

export const removePasskey = async (passkeyId: string) => {
  succeeded(await passkeys().delete({ passkeyId }));
};
