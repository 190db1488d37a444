import type { UserRow } from '../db/repositories/users.ts';
import { userJson } from './user-json.ts';

/**
 * The answer for an address that already has an account: a new, unconfirmed user just mailed, as
 * for any other address, except `identities: []` (the contract's sign). Nothing of the real
 * account shows through: not its id, dates, confirmation or metadata.
 */
export function lookalikeUser(email: string, userMetadata: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  const user: UserRow = {
    id: crypto.randomUUID(),
    identity_id: crypto.randomUUID(),
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    banned_until: null,
    user_metadata: JSON.stringify(userMetadata),
    app_metadata: '{}',
    created_at: now,
    updated_at: now,
  };
  return { ...userJson(user), identities: [] };
}
