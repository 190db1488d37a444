import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import type { AuthServices } from './services.ts';

/**
 * The signed-in user behind an access token: a valid token of role `authenticated` whose user and
 * session still exist and are live (auth-api.md: a revoked session is 403 `session_not_found`).
 */
export async function authenticateAccessToken(services: AuthServices, token: string) {
  const claims = services.jwt.verifyBearer(token);
  // An API key is no one's session, whatever `sub` it was given (decision 030).
  if (claims.role !== 'authenticated') throw authErrors.badJwt('token has invalid role');
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') {
    throw authErrors.badJwt('missing sub or session_id claim');
  }
  return liveSessionOf(services, sub, sessionId);
}

/**
 * The user and session behind a credential that names them (an access token, a material link):
 * both must still exist and be live, and the user not banned. One query on the hot path; the failure path finds out which
 * of the two is missing.
 */
export async function liveSessionOf(services: AuthServices, userId: string, sessionId: string) {
  const found = await services.sessions.findWithUser(sessionId);
  if (!found || found.user.id !== userId) {
    const user = await services.repositories.users.findById(services.store.db, userId);
    if (!user) throw authErrors.userNotFound(403);
    // A ban ends the user's sessions; the answer still says why, as Supabase's does.
    if (isBanned(user)) throw authErrors.userBanned(403);
    throw authErrors.sessionNotFound(403);
  }
  const { user, session, hasFactors } = found;
  if (services.sessions.isExpired(session, new Date())) throw authErrors.sessionNotFound(403);
  if (isBanned(user)) throw authErrors.userBanned(403);
  return { user, session, hasFactors };
}

/** Admin routes: the bearer must be the service-role key. */
export function assertServiceRole(services: AuthServices, token: string) {
  if (services.jwt.verifyBearer(token).role !== 'service_role') throw authErrors.notAdmin();
}
