import type { Selectable } from 'kysely';
import type { Dialect } from '../../../db/database.ts';
import type { SessionsTable } from '../../../db/schema.ts';
import type { Queryable } from './queryable.ts';
import { reusableQuery } from './reusable-query.ts';

export type SessionRow = Selectable<SessionsTable>;

/** Sessions: one row per sign-in. One repository per store (its hot query is compiled once). */
export function createSessionRepository(dialect: Dialect) {
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

  return {
    async insert(db: Queryable, session: SessionRow) {
      await db.insertInto('sessions').values(session).execute();
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
     * The session a refresh is about. On PostgreSQL its row is locked for the transaction, so that
     * parallel refreshes of one token queue up instead of racing.
     */
    findForRefresh(db: Queryable, id: string) {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', id)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    async markRefreshed(db: Queryable, id: string, at: string) {
      await db.updateTable('sessions').set({ refreshed_at: at }).where('id', '=', id).execute();
    },

    async delete(db: Queryable, id: string) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Deletes every session of a user, or every one but `keepSessionId`. */
    async deleteAllOf(db: Queryable, userId: string, keepSessionId?: string) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId!))
        .execute();
    },
  };
}
