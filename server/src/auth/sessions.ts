import { createHmac } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { SessionsTable } from '../db/schema.ts';
import { reusableQuery } from './reusable-query.ts';
import { newOpaqueToken, tokenDigest } from './random-token.ts';
import { nowIso, secondsFrom, type Queryable } from './store-types.ts';

export type SessionRow = Selectable<SessionsTable>;

export interface SessionPolicy {
  /** Key for deriving rotated refresh tokens (the server's JWT secret). */
  chainKey: string;
  dialect: Dialect;
  inactivityTimeout: number;
  timebox: number;
  refreshTokenReuseInterval: number;
}

export interface NewSession {
  userId: string;
  method: SessionsTable['sign_in_method'];
  ip: string | null;
  userAgent: string | null;
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
export function createSessions(policy: SessionPolicy) {
  const sessionWithUser = reusableQuery((db: Queryable, id: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.id as session_id',
        'sessions.sign_in_method',
        'sessions.created_at as session_created_at',
        'sessions.refreshed_at',
        'sessions.not_after',
        'sessions.ip',
        'sessions.user_agent',
      ])
      .where('sessions.id', '=', id),
  );

  /**
   * A rotated token's child is derived from it with a keyed hash. Only digests are stored, yet a
   * client presenting a just-used token (parallel tabs, a lost answer) can be given the same child
   * again; nobody without the key can compute it.
   */
  function childOf(parentToken: string) {
    return createHmac('sha256', policy.chainKey)
      .update(`refresh:${parentToken}`)
      .digest('base64url');
  }

  async function issueToken(
    db: Queryable,
    sessionId: string,
    parent: { token: string; hash: string } | null,
    now: Date,
  ) {
    const token = parent ? childOf(parent.token) : newOpaqueToken();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: tokenDigest(token),
        session_id: sessionId,
        parent_hash: parent?.hash ?? null,
        created_at: nowIso(now),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  /** Walks the chain of children from a used token to the one still active in its session. */
  async function activeDescendant(db: Queryable, sessionId: string, usedToken: string) {
    let token = usedToken;
    for (let depth = 0; depth < maxDescendantDepth; depth += 1) {
      token = childOf(token);
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['revoked_at'])
        .where('token_hash', '=', tokenDigest(token))
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.revoked_at === null) return token;
    }
    return undefined;
  }

  function isExpired(session: SessionRow, now: Date) {
    const current = now.getTime();
    const idleLimit = Date.parse(session.refreshed_at) + policy.inactivityTimeout * 1000;
    return Date.parse(session.not_after) <= current || idleLimit <= current;
  }

  const sessions = {
    isExpired,

    /** A new session (always a new id) with its first refresh token. */
    async start(db: Queryable, input: NewSession, now = new Date()) {
      const session: SessionRow = {
        id: crypto.randomUUID(),
        user_id: input.userId,
        sign_in_method: input.method,
        created_at: nowIso(now),
        refreshed_at: nowIso(now),
        not_after: secondsFrom(now, policy.timebox),
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 512) ?? null,
      };
      await db.insertInto('sessions').values(session).execute();
      const refreshToken = await issueToken(db, session.id, null, now);
      return { session, refreshToken };
    },

    find(db: Queryable, id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A session and its user in one query (every authenticated request needs both). */
    async findWithUser(db: Queryable, id: string) {
      const [row] = await sessionWithUser(db, id);
      if (!row) return undefined;
      const {
        session_id: sessionId,
        sign_in_method: signInMethod,
        session_created_at: sessionCreatedAt,
        refreshed_at: refreshedAt,
        not_after: notAfter,
        ip,
        user_agent: userAgent,
        ...user
      } = row;
      const session: SessionRow = {
        id: sessionId,
        user_id: user.id,
        sign_in_method: signInMethod,
        created_at: sessionCreatedAt,
        refreshed_at: refreshedAt,
        not_after: notAfter,
        ip,
        user_agent: userAgent,
      };
      return { user, session };
    },

    /**
     * Exchanges a refresh token for its child. Runs inside a transaction; on PostgreSQL the
     * session row is locked so that parallel refreshes of one token queue up instead of racing.
     */
    async rotate(
      db: Queryable,
      presentedToken: string,
      now = new Date(),
    ): Promise<RotationOutcome> {
      const presentedHash = tokenDigest(presentedToken);
      const presented = await db
        .selectFrom('refresh_tokens')
        .select(['session_id'])
        .where('token_hash', '=', presentedHash)
        .executeTakeFirst();
      if (!presented) return { outcome: 'not_found' };

      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', presented.session_id)
        .$if(policy.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!session) return { outcome: 'not_found' };
      if (isExpired(session, now)) {
        await sessions.end(db, session.id);
        return { outcome: 'expired' };
      }

      // Read again under the lock: a parallel refresh may have used it meanwhile.
      const { revoked_at: revokedAt } = await db
        .selectFrom('refresh_tokens')
        .select(['revoked_at'])
        .where('token_hash', '=', presentedHash)
        .executeTakeFirstOrThrow();

      if (revokedAt === null) {
        await db
          .updateTable('refresh_tokens')
          .set({ revoked_at: nowIso(now) })
          .where('token_hash', '=', presentedHash)
          .execute();
        await db
          .updateTable('sessions')
          .set({ refreshed_at: nowIso(now) })
          .where('id', '=', session.id)
          .execute();
        const parent = { token: presentedToken, hash: presentedHash };
        const refreshToken = await issueToken(db, session.id, parent, now);
        return { outcome: 'rotated', session, refreshToken };
      }

      const usedFor = now.getTime() - new Date(revokedAt).getTime();
      if (usedFor < policy.refreshTokenReuseInterval * 1000) {
        const refreshToken = await activeDescendant(db, session.id, presentedToken);
        if (refreshToken) return { outcome: 'rotated', session, refreshToken };
      }
      await sessions.end(db, session.id);
      return { outcome: 'reuse_detected', sessionId: session.id, userId: session.user_id };
    },

    async end(db: Queryable, sessionId: string) {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of a user, or every one but `keepSessionId`. */
    async endAllOf(db: Queryable, userId: string, keepSessionId?: string) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId!))
        .execute();
    },
  };
  return sessions;
}

export type Sessions = ReturnType<typeof createSessions>;
