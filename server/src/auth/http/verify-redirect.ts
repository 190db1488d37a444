import type { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { AuthError } from '../domain/errors.ts';
import { linkLandingPath, redirectOnSite } from '../domain/redirects.ts';
import type { AuthServices } from '../domain/services.ts';
import { verifyOneTimeToken } from '../domain/verification.ts';
import type { verifyQuery } from './request-schemas.ts';
import { sessionJson } from './session-response.ts';

/**
 * `GET /verify`, Supabase's redirect flow: the token is used up and the browser is sent on with
 * the session, or the error, in the address's fragment.
 */
export async function verifyByRedirect(
  services: AuthServices,
  query: z.infer<typeof verifyQuery>,
  actor: Actor,
) {
  // The query's schema requires one of the two.
  const token = (query.token ?? query.token_hash)!;
  const redirectTo = redirectOnSite(
    services.config,
    query.redirect_to,
    linkLandingPath(query.type),
  );
  let fragment: URLSearchParams;
  try {
    const presented = { type: query.type, token_hash: token };
    const opened = await verifyOneTimeToken(services, presented, actor);
    const session = await sessionJson(services, opened);
    fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: query.type,
    });
  } catch (error) {
    if (!(error instanceof AuthError && error.code === 'otp_expired')) throw error;
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  }
  const target = new URL(redirectTo);
  target.hash = fragment.toString();
  return target.href;
}
