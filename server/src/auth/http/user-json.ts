import type { z } from 'zod';
import type { FactorRow } from '../db/repositories/factors.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { appMetadataOf, userMetadataOf } from '../domain/metadata.ts';
import { factorJson } from './factor-json.ts';
import type { userResponse } from './response-schemas.ts';

type UserJson = z.infer<typeof userResponse>;

/** A stored timestamp, or nothing: Supabase omits null optional timestamps. */
const present = (value: string | null) => value ?? undefined;

/**
 * The User object of the contract (auth-api.md, "Objects"); never hashes or tokens. `factors` only
 * where the route lists them, and only when there are some.
 */
export function userJson(user: UserRow, factors: FactorRow[] = []): UserJson {
  const confirmedAt = user.email_confirmed_at;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: present(confirmedAt),
    confirmed_at: present(confirmedAt),
    invited_at: present(user.invited_at),
    confirmation_sent_at: present(user.confirmation_sent_at),
    recovery_sent_at: present(user.recovery_sent_at),
    last_sign_in_at: present(user.last_sign_in_at),
    banned_until: present(user.banned_until),
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    identities: [
      {
        identity_id: user.identity_id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          sub: user.id,
          email: user.email,
          email_verified: confirmedAt !== null,
          phone_verified: false,
        },
        provider: 'email',
        last_sign_in_at: present(user.last_sign_in_at),
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}
