import type { FastifyRequest } from 'fastify';
import type { LiveSession } from '../../auth/db/repositories/sessions.ts';
import type { UserRow } from '../../auth/db/repositories/users.ts';
import { authenticateAccessToken, liveSessionOf } from '../../auth/domain/authentication.ts';
import { enforceRequestLimits, limitRules } from '../../auth/domain/limits.ts';
import { isStaff } from '../../auth/domain/roles.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { MaterialRefusal } from '../domain/materials/material-refusal.ts';
import { apiErrors } from './api-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the data API's `signedIn` guard for the route's handler. */
    caller: { user: UserRow; session: LiveSession } | null;
  }
}

/** Who may call a route of /api/v1, checked against the session store on every request. */
export function createApiGuards(services: ApiServices) {
  const signedIn = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw apiErrors.noAuthorization();
    request.caller = await authenticateAccessToken(services.auth, match[1]!);
  };
  return {
    signedIn,
    /** A signed-in member of the team, at aal2 while STAFF_REQUIRE_MFA is on. */
    async staff(request: FastifyRequest) {
      await signedIn(request);
      const { user, session } = callerOf(request);
      if (!isStaff(user)) throw apiErrors.forbidden();
      if (!services.auth.config.staff.requireMfa) return;
      // The session as stored, not the token's claim: removing a factor counts at once.
      const aal = await services.auth.repositories.sessionAssurance.aalOf(
        services.auth.store.db,
        session.id,
      );
      if (aal !== 'aal2') throw apiErrors.secondFactorRequired();
    },
    /**
     * A material's file: a link made for it (`?token=`, for players and new tabs, whose session
     * must still be live), or the bearer as anywhere else.
     */
    async materialReader(request: FastifyRequest) {
      const { token } = request.query as { token?: unknown };
      if (typeof token !== 'string') return signedIn(request);
      const { id } = request.params as { id: string };
      const holder = services.materialLinks.verify(token, id);
      if (!holder) throw new MaterialRefusal('link_invalid');
      request.caller = await liveSessionOf(services.auth, holder.userId, holder.sessionId);
    },
    /** Writes count against the caller's limit. */
    async writeLimit(request: FastifyRequest) {
      const rule = limitRules(services.auth.config).apiWritesPerUser(callerOf(request).user.id);
      await enforceRequestLimits(services.auth, [rule]);
    },
  };
}

/** The caller of a route guarded by `signedIn` or `staff`. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw new Error('route is missing its signedIn guard');
  return request.caller;
}
