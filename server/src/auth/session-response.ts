import type { AuthServices } from './services.ts';
import type { SessionRow } from './sessions.ts';
import { appMetadataOf, userJson, userMetadataOf } from './user-json.ts';
import type { UserRow } from './users.ts';

/** The token response of /token and /verify: an access token, the refresh token and the user. */
export async function sessionResponse(
  services: AuthServices,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  now = new Date(),
) {
  const { token, expiresAt } = await services.jwt.signAccessToken(
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
