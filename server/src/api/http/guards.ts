import type { FastifyRequest } from 'fastify';
import type { LiveSession } from '../../auth/db/repositories/sessions.ts';
import type { UserRow } from '../../auth/db/repositories/users.ts';
import { authenticateAccessToken, liveSessionOf } from '../../auth/domain/authentication.ts';
import { enforceRequestLimits, limitRules } from '../../platform/rate-limits/request-limits.ts';
import { routeLimit } from '../../platform/rate-limits/route-limit.ts';
import { isStaff } from '../../platform/roles.ts';
import type { ApiServices } from '../domain/api-services.ts';
import { MaterialRefusal } from '../domain/materials/material-refusal.ts';
import { apiErrors } from './api-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the data API's `signedIn` guard for the route's handler. */
    caller: { user: UserRow; session: LiveSession } | null;
    /** The caller's session level as stored, set with `caller`. */
    assurance: 'aal1' | 'aal2' | null;
    /** Whether the caller may act as the team (`teamAccessOf`), set with `caller`. */
    teamAccess: TeamAccess | null;
  }
}

type TeamAccess = 'granted' | 'not_staff' | 'second_factor_missing';

/**
 * The one rule wherever the staff role widens what a request reaches (the admin routes, a draft
 * material): the role, at aal2 while STAFF_REQUIRE_MFA is on. Short of it, a member of the team
 * sees what a client sees.
 */
function teamAccessOf(request: FastifyRequest, requireMfa: boolean): TeamAccess {
  if (!isStaff(callerOf(request).user)) return 'not_staff';
  if (requireMfa && request.assurance !== 'aal2') return 'second_factor_missing';
  return 'granted';
}

/** Whether the caller of this request may see what only the team sees (drafts). */
export const actsAsTeam = (request: FastifyRequest) => request.teamAccess === 'granted';

/** Who may call a route of /api/v1, checked against the session store on every request. */
export function createApiGuards(services: ApiServices) {
  const signedIn = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw apiErrors.noAuthorization();
    request.caller = await authenticateAccessToken(services.auth, match[1]!);
    await requireSecondFactorWhereSet(request);
  };

  /**
   * An account with a verified factor is used at aal2 only, here as on its pages: a password
   * alone does not reach its data. Members of the team need aal2 anyway while STAFF_REQUIRE_MFA is
   * on. The session's level as stored, so removing a factor counts at once.
   */
  async function requireSecondFactorWhereSet(request: FastifyRequest) {
    const { session } = callerOf(request);
    const { aal, hasVerifiedFactor } =
      await services.auth.repositories.sessionAssurance.assuranceOf(
        services.auth.store.db,
        session.id,
      );
    request.assurance = aal;
    if (hasVerifiedFactor && aal !== 'aal2') throw apiErrors.codeRequired();
    request.teamAccess = teamAccessOf(request, services.auth.config.staff.requireMfa);
  }
  /**
   * A stored file's route: a link made for the file `:id` (`?token=`, for players and new tabs,
   * whose session must still be live), or the bearer as anywhere else.
   */
  const fileReader = (links: ApiServices['materialLinks']) => async (request: FastifyRequest) => {
    const { token } = request.query as { token?: unknown };
    if (typeof token !== 'string') return signedIn(request);
    const { id } = request.params as { id: string };
    const holder = links.verify(token, id);
    if (!holder) throw new MaterialRefusal('link_invalid');
    request.caller = await liveSessionOf(services.auth, holder.userId, holder.sessionId);
    await requireSecondFactorWhereSet(request);
  };

  return {
    signedIn,
    /** A signed-in member of the team, at aal2 while STAFF_REQUIRE_MFA is on. */
    async staff(request: FastifyRequest) {
      await signedIn(request);
      if (request.teamAccess === 'not_staff') throw apiErrors.forbidden();
      if (request.teamAccess === 'second_factor_missing') throw apiErrors.secondFactorRequired();
    },
    /** A material's file: a link made for it, or the bearer (`fileReader`). */
    materialReader: fileReader(services.materialLinks),
    /** A message's attachment: a link made for it, or the bearer (`fileReader`). */
    messageFileReader: fileReader(services.messageFileLinks),
    /** A file of a plan: a link made for it, or the bearer (`fileReader`). */
    planFileReader: fileReader(services.planFileLinks),
    /** Writes count against the caller's limit. */
    writeLimit: routeLimit(async (request) => {
      const rule = limitRules(services.auth.config).apiWritesPerUser(callerOf(request).user.id);
      await enforceRequestLimits(services.auth, [rule]);
    }),
    /** The content editor's draft saves count against a budget of their own. */
    draftSaveLimit: routeLimit(async (request) => {
      const userId = callerOf(request).user.id;
      const rule = limitRules(services.auth.config).contentDraftSavesPerUser(userId);
      await enforceRequestLimits(services.auth, [rule]);
    }),
  };
}

/** The caller of a route guarded by `signedIn` or `staff`. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw new Error('route is missing its signedIn guard');
  return request.caller;
}

export type ApiGuards = ReturnType<typeof createApiGuards>;
