import type { z } from 'zod';
import type { SessionRow } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
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

/** The token response of /token and /verify: an access token, the refresh token and the user. */
export function sessionJson(
  services: AuthServices,
  { user, session, refreshToken, now }: OpenedSession,
): z.infer<typeof sessionResponse> {
  const { token, expiresAt } = services.jwt.signAccessToken(
    {
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: appMetadataOf(user),
      user_metadata: userMetadataOf(user),
      role: 'authenticated',
      aal: 'aal1',
      amr: [
        {
          method: session.sign_in_method,
          timestamp: Math.floor(new Date(session.created_at).getTime() / 1000),
        },
      ],
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
    user: userJson(user),
  };
}
