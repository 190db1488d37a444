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
  // One query on the hot path; the failure path finds out which of the two is missing.
  const found = await services.sessions.findWithUser(db, sessionId);
  if (!found || found.user.id !== sub) {
    if (!(await users.findById(db, sub))) throw authErrors.userNotFound(403);
    throw authErrors.sessionNotFound(403);
  }
  const { user, session } = found;
  if (services.sessions.isExpired(session, new Date())) throw authErrors.sessionNotFound(403);
  if (users.isBanned(user)) throw authErrors.userBanned(403);
  return { user, session };
}

/** Admin routes: the bearer must be the service-role key. */
export async function requireServiceRole(services: AuthServices, request: FastifyRequest) {
  const claims = await services.jwt.verifyBearer(bearerToken(request));
  if (claims.role !== 'service_role') throw authErrors.notAdmin();
}
