import type { z } from 'zod';
import type { SessionRow } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { factorsOf } from '../domain/factors.ts';
import { appMetadataOf, userMetadataOf } from '../domain/metadata.ts';
import type { AuthServices } from '../domain/services.ts';
import type { sessionResponse } from './response-schemas.ts';
import { userJson } from './user-json.ts';

export interface OpenedSession {
  user: UserRow;
  session: SessionRow;
  refreshToken: string;
  now: Date;
}

const unixSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** How the session was authenticated, the most recent method first, as Supabase lists them. */
function authenticationMethods(session: SessionRow) {
  const signIn = { method: session.sign_in_method, timestamp: unixSeconds(session.created_at) };
  if (session.aal !== 'aal2' || session.factor_verified_at === null) return [signIn];
  return [{ method: 'totp' as const, timestamp: unixSeconds(session.factor_verified_at) }, signIn];
}

/**
 * The token response of /token, /verify and /factors/{id}/verify: an access token, the refresh
 * token and the user with their factors (the client reads them for the next assurance level).
 */
export async function sessionJson(
  services: AuthServices,
  { user, session, refreshToken, now }: OpenedSession,
): Promise<z.infer<typeof sessionResponse>> {
  const factors = await factorsOf(services, user.id);
  const { token, expiresAt } = services.jwt.signAccessToken(
    {
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: appMetadataOf(user),
      user_metadata: userMetadataOf(user),
      role: 'authenticated',
      aal: session.aal,
      amr: authenticationMethods(session),
      session_id: session.id,
      is_anonymous: false,
    },
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: services.jwt.accessTokenLifetime,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, factors),
  };
}
