import type { FastifyRequest } from 'fastify';
import type { LiveSession } from '../db/repositories/sessions.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { assertServiceRole, authenticateAccessToken } from '../domain/authentication.ts';
import { authErrors } from '../domain/errors.ts';
import type { AuthServices } from '../domain/services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `signedIn` guard for the route's handler. */
    signedIn: { user: UserRow; session: LiveSession; hasFactors: boolean } | null;
  }
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw authErrors.noAuthorization();
  return match[1]!;
}

/** The checks a route declares before its handler runs. */
export function createGuards(services: AuthServices) {
  return {
    /** Every request but the open routes': a valid anon or service-role key in `apikey`. */
    apiKey(request: FastifyRequest) {
      const key = request.headers.apikey;
      if (typeof key !== 'string' || key === '') throw authErrors.noApiKey();
      if (!services.jwt.apiKeyRole(key)) throw authErrors.invalidApiKey();
    },

    /** A live session's access token; its user and session are handed to the handler. */
    async signedIn(request: FastifyRequest) {
      request.signedIn = await authenticateAccessToken(services, bearerToken(request));
    },

    /** The service-role key as the bearer (admin routes). */
    async serviceRole(request: FastifyRequest) {
      assertServiceRole(services, bearerToken(request));
    },

    /**
     * `/signup` without an e-mail or phone is `signInAnonymously()`, refused before anything else,
     * sign-up on or off, as Supabase does with anonymous sign-ins off.
     */
    async notAnonymous(request: FastifyRequest) {
      const { email, phone } = (request.body ?? {}) as { email?: unknown; phone?: unknown };
      if (!email && !phone) throw authErrors.anonymousProviderDisabled();
    },

    /** `/signup` answers `signup_disabled` before anything else when sign-up is off. */
    async signupEnabled() {
      if (services.config.auth.disableSignup) throw authErrors.signupDisabled();
    },
  };
}

/** The signed-in user and session of a route guarded by `signedIn`. */
export function signedInOf(request: FastifyRequest) {
  if (!request.signedIn) throw new Error('route is missing its signedIn guard');
  return request.signedIn;
}
