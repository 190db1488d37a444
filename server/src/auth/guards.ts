import type { FastifyRequest } from 'fastify';
import { authErrors } from './errors.ts';
import type { AuthServices } from './services.ts';
import { users } from './users.ts';

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw authErrors.noAuthorization();
  return match[1]!;
}

/**
 * The signed-in user behind a request: a valid access token whose user and session still exist
 * (auth-api.md: a revoked session is 403 `session_not_found`).
 */
export async function authenticateUser(services: AuthServices, request: FastifyRequest) {
  const claims = await services.jwt.verifyBearer(bearerToken(request));
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') {
    throw authErrors.badJwt('missing sub or session_id claim');
  }
  const { db } = services.store;
  const user = await users.findById(db, sub);
  if (!user) throw authErrors.userNotFound(403);
  const session = await services.sessions.find(db, sessionId);
  if (!session || session.user_id !== user.id || services.sessions.isExpired(session, new Date())) {
    throw authErrors.sessionNotFound(403);
  }
  if (users.isBanned(user)) throw authErrors.userBanned(403);
  return { user, session };
}

/** Admin routes: the bearer must be the service-role key. */
export async function requireServiceRole(services: AuthServices, request: FastifyRequest) {
  const claims = await services.jwt.verifyBearer(bearerToken(request));
  if (claims.role !== 'service_role') throw authErrors.notAdmin();
}
