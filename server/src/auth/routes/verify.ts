import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OneTimeTokenPurpose } from '../../db/schema.ts';
import { recordAuditEvent } from '../audit-log.ts';
import { AuthError, authErrors } from '../errors.ts';
import { emailAddress, parseInput, queryValue } from '../input.ts';
import { enforceRequestLimit, limitRules } from '../limits.ts';
import { resolveRedirect } from '../redirects.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';
import { sessionResponse } from '../session-response.ts';
import { users } from '../users.ts';

const verificationType = z.enum(['recovery', 'invite', 'signup', 'email', 'magiclink'], {
  error: 'type must be one of recovery, invite, signup, email, magiclink',
});
type VerificationType = z.infer<typeof verificationType>;

/** Which stored purposes a verification type may use up. */
const purposesOf: Record<VerificationType, readonly OneTimeTokenPurpose[]> = {
  recovery: ['recovery'],
  invite: ['invite'],
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
};

const tokenString = z.string().min(1, 'token is required').max(256, 'token is not valid');

const verifyBody = z.union(
  [
    z.object({ type: verificationType, token_hash: tokenString }),
    z.object({ type: verificationType, email: emailAddress, token: tokenString }),
  ],
  { error: 'Verify requires type and token_hash, or type, email and token' },
);

const verifyQuery = z.object({
  type: verificationType,
  token: tokenString.optional(),
  token_hash: tokenString.optional(),
  redirect_to: queryValue.optional(),
});

type Presented = { type: VerificationType } & (
  { token_hash: string } | { email: string; token: string }
);

/** Uses up a one-time token and opens a session for its user (auth-api.md, "Recovery…"). */
async function verifyToken(services: AuthServices, request: FastifyRequest, presented: Presented) {
  await enforceRequestLimit(services, limitRules(services).verifyPerIp(request.ip));
  const client = requestClient(request);
  const { db } = services.store;
  const purposes = purposesOf[presented.type];
  const now = new Date();

  const outcome = await db.transaction().execute(async (trx) => {
    let consumed;
    if ('token_hash' in presented) {
      consumed = await services.oneTimeTokens.consume(trx, presented.token_hash, purposes, now);
    } else {
      const owner = await users.findByEmail(trx, presented.email);
      consumed =
        owner &&
        (await services.oneTimeTokens.consumeCode(trx, owner.id, presented.token, purposes, now));
    }
    if (!consumed) return undefined;
    const user = await users.findById(trx, consumed.user_id);
    if (!user || users.isBanned(user)) return { banned: true } as const;
    const confirmed = await users.update(trx, user.id, {
      email_confirmed_at: user.email_confirmed_at ?? now.toISOString(),
      last_sign_in_at: now.toISOString(),
    });
    const started = await services.sessions.start(
      trx,
      { userId: user.id, method: 'otp', ...client },
      now,
    );
    await recordAuditEvent(
      trx,
      { action: 'verified', userId: user.id, detail: { type: presented.type }, ...client },
      now,
    );
    return { user: confirmed!, ...started };
  });

  if (!outcome) throw authErrors.otpExpired();
  if ('banned' in outcome) throw authErrors.userBanned(403);
  return sessionResponse(services, outcome.user, outcome.session, outcome.refreshToken, now);
}

function fallbackRedirect(services: AuthServices, type: VerificationType) {
  const { siteUrl } = services.config;
  return type === 'recovery' || type === 'invite' ? `${siteUrl}/auth?mode=reset` : siteUrl;
}

async function verifyByRedirect(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const query = parseInput(verifyQuery, request.query);
  const token = query.token ?? query.token_hash;
  if (!token) throw authErrors.validation('token is required');
  const { siteUrl, additionalRedirectUrls } = services.config;
  const redirectTo = resolveRedirect(
    query.redirect_to,
    fallbackRedirect(services, query.type),
    siteUrl,
    additionalRedirectUrls,
  );
  let fragment: URLSearchParams;
  try {
    const session = await verifyToken(services, request, { type: query.type, token_hash: token });
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
  return reply.code(303).header('location', target.href).send();
}

/**
 * POST /verify is what our own pages call when the person submits; GET /verify is Supabase's
 * redirect flow, kept for apps built that way. HEAD consumes nothing (mail scanners).
 */
export function verifyRoutes(app: FastifyInstance, services: AuthServices) {
  app.post('/verify', async (request) =>
    verifyToken(services, request, parseInput(verifyBody, request.body)),
  );
  app.get('/verify', { exposeHeadRoute: false }, (request, reply) =>
    verifyByRedirect(services, request, reply),
  );
  app.head('/verify', (_request, reply) => reply.code(204).send());
}
