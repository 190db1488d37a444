import { createHmac } from 'node:crypto';
import type { SessionsTable } from '../../db/schema.ts';
import type { Queryable } from '../../platform/queryable.ts';
import type { Repositories } from '../db/repositories/create-repositories.ts';
import type { LiveSession, SessionRow } from '../db/repositories/sessions.ts';
import { isBanned } from './ban-duration.ts';
import { newOpaqueToken, tokenDigest } from './random-token.ts';
import { isSessionExpired, refreshDecision, type SessionPolicy } from './session-policy.ts';
import { isoAfter } from '../../platform/timestamps.ts';

export interface NewSession {
  userId: string;
  method: SessionsTable['sign_in_method'];
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * What a refresh attempt came to. Failures that end a session are returned, not thrown, so that
 * the transaction commits the revocation before the caller answers with the error.
 */
export type RotationOutcome =
  | { outcome: 'rotated'; session: SessionRow; refreshToken: string }
  | { outcome: 'not_found' }
  | { outcome: 'expired' }
  | { outcome: 'reuse_detected'; sessionId: string; userId: string };

const maxDescendantDepth = 16;

/** Sessions and their refresh tokens (auth-api.md, "Refresh tokens and sessions"). */
export function createSessions(input: {
  /** Key for deriving rotated refresh tokens (the server's JWT secret). */
  chainKey: string;
  policy: SessionPolicy;
  repositories: Pick<Repositories, 'sessions' | 'refreshTokens' | 'bannedRefreshTokens'>;
}) {
  const { chainKey, policy } = input;
  const { sessions, refreshTokens, bannedRefreshTokens } = input.repositories;

  /**
   * A rotated token's child is derived from it with a keyed hash. Only digests are stored, yet a
   * client presenting a just-used token (parallel tabs, a lost answer) can be given the same child
   * again; nobody without the key can compute it.
   */
  function childOf(parentToken: string) {
    return createHmac('sha256', chainKey).update(`refresh:${parentToken}`).digest('base64url');
  }

  async function issueToken(
    db: Queryable,
    sessionId: string,
    parent: { token: string; hash: string } | null,
    now: Date,
  ) {
    const token = parent ? childOf(parent.token) : newOpaqueToken();
    await refreshTokens.insert(db, {
      hash: tokenDigest(token),
      sessionId,
      parentHash: parent?.hash ?? null,
      createdAt: now.toISOString(),
    });
    return token;
  }

  /** Walks the chain of children from a used token to the one still active in its session. */
  async function activeDescendant(db: Queryable, sessionId: string, usedToken: string) {
    let token = usedToken;
    for (let depth = 0; depth < maxDescendantDepth; depth += 1) {
      token = childOf(token);
      const row = await refreshTokens.find(db, tokenDigest(token), sessionId);
      if (!row) return undefined;
      if (row.revoked_at === null) return token;
    }
    return undefined;
  }

  return {
    isExpired: (session: LiveSession, now: Date) => isSessionExpired(session, now, policy),

    findWithUser: sessions.findWithUser,

    /** A new session (always a new id) with its first refresh token. */
    async start(db: Queryable, session: NewSession, now = new Date()) {
      const row: SessionRow = {
        id: crypto.randomUUID(),
        user_id: session.userId,
        sign_in_method: session.method,
        created_at: now.toISOString(),
        refreshed_at: now.toISOString(),
        not_after: isoAfter(now, policy.timebox),
        ip: session.ip ?? null,
        user_agent: session.userAgent?.slice(0, 512) ?? null,
        aal: 'aal1',
        factor_id: null,
        factor_verified_at: null,
      };
      await sessions.insert(db, row);
      const refreshToken = await issueToken(db, row.id, null, now);
      return { session: row, refreshToken };
    },

    /**
     * The session that follows `previous` once a second factor is verified: a new id and refresh
     * token at aal2, the same sign-in and lifetime; `previous` ends with its tokens.
     */
    async succeedAtAal2(db: Queryable, previous: SessionRow, factorId: string, now = new Date()) {
      const row: SessionRow = {
        ...previous,
        id: crypto.randomUUID(),
        refreshed_at: now.toISOString(),
        aal: 'aal2',
        factor_id: factorId,
        factor_verified_at: now.toISOString(),
      };
      await sessions.delete(db, previous.id);
      await sessions.insert(db, row);
      const refreshToken = await issueToken(db, row.id, null, now);
      return { session: row, refreshToken };
    },

    /** Exchanges a refresh token for its child. Runs inside a transaction. */
    async rotate(
      db: Queryable,
      presentedToken: string,
      now = new Date(),
    ): Promise<RotationOutcome> {
      const presentedHash = tokenDigest(presentedToken);
      const presented = await refreshTokens.find(db, presentedHash);
      if (!presented) return { outcome: 'not_found' };
      const session = await sessions.findForRefresh(db, presented.session_id);
      if (!session) return { outcome: 'not_found' };
      // Read again under the session's lock: a parallel refresh may have used it meanwhile.
      const { revoked_at: revokedAt } = (await refreshTokens.find(db, presentedHash))!;

      switch (refreshDecision(session, revokedAt, now, policy)) {
        case 'expired':
          await sessions.delete(db, session.id);
          return { outcome: 'expired' };
        case 'rotate': {
          await refreshTokens.revoke(db, presentedHash, now.toISOString());
          await sessions.markRefreshed(db, session.id, now.toISOString());
          const parent = { token: presentedToken, hash: presentedHash };
          const refreshToken = await issueToken(db, session.id, parent, now);
          return { outcome: 'rotated', session, refreshToken };
        }
        case 'reissue_current': {
          const refreshToken = await activeDescendant(db, session.id, presentedToken);
          if (refreshToken) return { outcome: 'rotated', session, refreshToken };
          break;
        }
        case 'reuse_detected':
          break;
      }
      await sessions.delete(db, session.id);
      return { outcome: 'reuse_detected', sessionId: session.id, userId: session.user_id };
    },

    /** Whether a refresh token belongs to a session a ban ended, and the ban still holds. */
    async isEndedByBan(db: Queryable, presentedToken: string, now = new Date()) {
      const user = await bannedRefreshTokens.findUser(db, tokenDigest(presentedToken));
      return user !== undefined && isBanned(user, now);
    },

    end: sessions.delete,

    /** Ends every session of a user, or every one but `keepSessionId`. */
    endAllOf: sessions.deleteAllOf,

    /**
     * Ends every session of a user being banned, for good, keeping their refresh tokens' digests
     * so that a refresh with one answers `user_banned` while the ban lasts (decision 021).
     */
    async endAllByBan(db: Queryable, userId: string, now = new Date()) {
      await sessions.lockAllOf(db, userId);
      await bannedRefreshTokens.keepAllOf(db, userId, now.toISOString());
      await sessions.deleteAllOf(db, userId);
    },

    /** Forgets the sessions a ban ended, once it is lifted: their tokens are simply unknown. */
    forgetEndedByBan: bannedRefreshTokens.deleteAllOf,
  };
}
