import type { Selectable } from 'kysely';
import type { Store } from '../../../db/database.ts';
import type { SessionsTable } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import { reusableQuery } from '../../../platform/reusable-query.ts';

export type SessionRow = Selectable<SessionsTable>;

/** What an authenticated request knows of its session. */
export type LiveSession = Pick<SessionRow, 'id' | 'refreshed_at' | 'not_after'>;

/** Sessions: one row per sign-in. One repository per store (its hot query is compiled once). */
export function createSessionRepository(store: Pick<Store, 'db' | 'dialect' | 'sqliteReader'>) {
  const buildSessionWithUser = (db: Queryable, id: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      // Only what deciding whether the session is live needs: each column costs.
      .select(['sessions.refreshed_at', 'sessions.not_after'])
      // Most users have no second factor: `GET /user` then needs no second read to list them.
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('mfa_factors')
              .select('mfa_factors.id')
              .whereRef('mfa_factors.user_id', '=', 'users.id'),
          )
          .as('has_factors'),
      )
      .where('sessions.id', '=', id);
  const sessionWithUser = reusableQuery(buildSessionWithUser);
  type SessionWithUserRow = Awaited<ReturnType<typeof sessionWithUser>>[number];
  let readerStatement: { get(id: string): SessionWithUserRow | undefined } | undefined;

  /** The committed row: on SQLite from the reader connection, one synchronous statement. */
  async function readSessionWithUser(id: string) {
    const reader = store.sqliteReader;
    if (!reader) return (await sessionWithUser(store.db, id))[0];
    readerStatement ??= reader.prepare(buildSessionWithUser(store.db, id).compile().sql);
    return readerStatement.get(id);
  }

  return {
    async insert(db: Queryable, session: SessionRow) {
      await db.insertInto('sessions').values(session).execute();
    },

    /**
     * A session and its user in one query, as last committed: every authenticated request needs
     * both, outside any transaction. `hasFactors`: the user has a second factor, live or not.
     */
    async findWithUser(id: string) {
      const row = await readSessionWithUser(id);
      if (!row) return undefined;
      const { refreshed_at: refreshedAt, not_after: notAfter, has_factors: factors, ...user } = row;
      const session: LiveSession = { id, refreshed_at: refreshedAt, not_after: notAfter };
      // SQLite answers 0 or 1, PostgreSQL a boolean.
      return { user, session, hasFactors: Boolean(factors) };
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
        .$if(store.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /** A user's sessions, the most recently used first. */
    listForUser(db: Queryable, userId: string) {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('refreshed_at', 'desc')
        .execute();
    },

    async markRefreshed(db: Queryable, id: string, at: string) {
      await db.updateTable('sessions').set({ refreshed_at: at }).where('id', '=', id).execute();
    },

    /**
     * On PostgreSQL, locks a user's sessions for the transaction: a refresh under way commits its
     * new token first (rotation locks its session too).
     */
    async lockAllOf(db: Queryable, userId: string) {
      if (store.dialect !== 'postgres') return;
      await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
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
