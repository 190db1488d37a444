import { authApiPrefix } from '../../../shared/site-paths.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import type { EmailLink } from './email-link.ts';

export type EmailLinkCheck =
  | { state: 'live'; email: string }
  | { state: 'expired' }
  /** No answer that tells: the server lacks the check (hosted Supabase), or could not be asked. */
  | { state: 'unknown' };

/**
 * Asks the server whether an e-mail link's token can still be used, without using it
 * (`POST /auth/v1/verify/check`, our extension: auth-api.md). Where the check does not exist, the
 * screen behaves as before: the link is tried when the person submits.
 */
export async function checkEmailLink({ type, tokenHash }: EmailLink): Promise<EmailLinkCheck> {
  const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
  try {
    const response = await fetch(
      `${supabaseUrl.replace(/\/+$/, '')}${authApiPrefix}/verify/check`,
      {
        method: 'POST',
        headers: {
          apikey: supabaseAnonKey,
          authorization: `Bearer ${supabaseAnonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ type, token_hash: tokenHash }),
      },
    );
    const answer = (await response.json()) as { email?: unknown; error_code?: unknown };
    if (response.ok && typeof answer.email === 'string')
      return { state: 'live', email: answer.email };
    if (response.status === 403 && answer.error_code === 'otp_expired') return { state: 'expired' };
  } catch {
    // Unreachable or not JSON: nothing learnt.
  }
  return { state: 'unknown' };
}
