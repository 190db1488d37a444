import type { UserRow } from './users.ts';

function parseObject(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function appMetadataOf(user: UserRow) {
  return { ...parseObject(user.app_metadata), provider: 'email', providers: ['email'] };
}

export function userMetadataOf(user: UserRow) {
  return parseObject(user.user_metadata);
}

/** Drops null optional timestamps, as Supabase omits them. */
function present<T extends Record<string, unknown>>(fields: T) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}

/** The User object of the contract (auth-api.md, "Objects"); never hashes or tokens. */
export function userJson(user: UserRow) {
  const confirmedAt = user.email_confirmed_at;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    ...present({
      email_confirmed_at: confirmedAt,
      confirmed_at: confirmedAt,
      invited_at: user.invited_at,
      confirmation_sent_at: user.confirmation_sent_at,
      recovery_sent_at: user.recovery_sent_at,
      last_sign_in_at: user.last_sign_in_at,
      banned_until: user.banned_until,
    }),
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
        ...present({ last_sign_in_at: user.last_sign_in_at }),
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;
