/**
 * What the address bar carries when someone arrives from one of our e-mails (auth-api.md,
 * "Recovery, invitation, confirmation — our e-mail links").
 */

export type EmailLinkType = 'recovery' | 'invite';

/** Our links: `/auth?mode=reset&token_hash=…&type=recovery|invite`; nothing is consumed on open. */
export interface EmailLink {
  tokenHash: string;
  type: EmailLinkType;
}

const isEmailLinkType = (value: string | null): value is EmailLinkType =>
  value === 'recovery' || value === 'invite';

export function readEmailLink(search: string): EmailLink | null {
  const query = new URLSearchParams(search);
  const tokenHash = query.get('token_hash');
  const type = query.get('type');
  return tokenHash && isEmailLinkType(type) ? { tokenHash, type } : null;
}

const fragmentParameters = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

/**
 * Supabase's redirect-kind links (`GET /verify`) land with the session in the fragment; supabase-js
 * signs in from it and reports `PASSWORD_RECOVERY` for a recovery link.
 */
export function carriesRecoverySession(hash: string): boolean {
  const fragment = fragmentParameters(hash);
  return Boolean(fragment.get('access_token')) && isEmailLinkType(fragment.get('type'));
}

/** A redirect-kind link that failed (`#error=access_denied&error_code=otp_expired&…`). */
export function carriesLinkError(hash: string): boolean {
  const fragment = fragmentParameters(hash);
  return Boolean(fragment.get('error_code') || fragment.get('error'));
}
