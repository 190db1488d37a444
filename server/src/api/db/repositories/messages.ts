import { type Insertable, type Selectable, sql } from 'kysely';
import type { MessageFilesTable, MessagesTable, MessageThreadsTable } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import { containing } from './like-pattern.ts';

/** Which side of a thread: the client, or the team. */
export type ThreadSide = 'client' | 'team';

export type MessageThreadRow = Selectable<MessageThreadsTable>;

/** Which threads the team's inbox shows: part of a client's address or name, unanswered only. */
export interface InboxFilter {
  query?: string;
  unanswered?: boolean;
}

const readColumn = { client: 'client_read_at', team: 'team_read_at' } as const;

/** The threads, messages and attachments' rows: the only module with their SQL (chunks aside). */
export function createMessageRepository() {
  const inboxRows = (db: Queryable, filter: InboxFilter) => {
    let query = db
      .selectFrom('message_threads')
      .innerJoin('users', 'users.id', 'message_threads.client_id')
      .leftJoin('profiles', 'profiles.user_id', 'message_threads.client_id')
      .where('message_threads.last_message_at', 'is not', null);
    if (filter.unanswered) query = query.where('message_threads.awaiting_reply', '=', 1);
    if (filter.query) {
      const pattern = containing(filter.query);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(profiles.full_name)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  /** The client's messages with what names their authors. */
  const withAuthors = (db: Queryable, clientId: string) =>
    db
      .selectFrom('messages')
      .leftJoin('users as authors', 'authors.id', 'messages.author_id')
      .leftJoin('profiles as author_profiles', 'author_profiles.user_id', 'messages.author_id')
      .selectAll('messages')
      .select([
        'authors.email as author_email',
        'authors.user_metadata as author_metadata',
        'author_profiles.full_name as author_name',
      ])
      .where('messages.client_id', '=', clientId);

  return {
    /**
     * The client's thread, made if it is not there yet, and held (PostgreSQL's row lock) until the
     * caller's transaction ends: changes to one thread take turns, so its counts add up.
     */
    async hold(db: Queryable, clientId: string, now: string) {
      return db
        .insertInto('message_threads')
        .values({ client_id: clientId, changed_at: now })
        .onConflict((conflict) =>
          conflict
            .column('client_id')
            .doUpdateSet({ changed_at: (eb) => eb.ref('excluded.changed_at') }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find(db: Queryable, clientId: string) {
      return db
        .selectFrom('message_threads')
        .selectAll()
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /**
     * Recomputes what the inbox reads of a held thread from its messages: the last activity, who
     * spoke last, and each side's unread messages (the other side's, after its last read, deleted
     * ones aside).
     */
    async refresh(db: Queryable, thread: MessageThreadRow) {
      const unreadBy = (reader: ThreadSide) => {
        const author = reader === 'team' ? 'client' : 'staff';
        const readAt = thread[readColumn[reader]] ?? '';
        return sql<number | string>`coalesce(sum(case when author_role = ${author}
          and deleted_at is null and created_at > ${readAt} then 1 else 0 end), 0)`;
      };
      const counts = await db
        .selectFrom('messages')
        .select([
          (eb) => eb.fn.max('created_at').as('last_message_at'),
          unreadBy('team').as('team_unread'),
          unreadBy('client').as('client_unread'),
        ])
        .where('client_id', '=', thread.client_id)
        .executeTakeFirstOrThrow();
      const newest = await db
        .selectFrom('messages')
        .select('author_role')
        .where('client_id', '=', thread.client_id)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const next = {
        last_message_at: counts.last_message_at,
        team_unread: Number(counts.team_unread),
        client_unread: Number(counts.client_unread),
        awaiting_reply: newest?.author_role === 'client' ? 1 : 0,
      };
      await db
        .updateTable('message_threads')
        .set(next)
        .where('client_id', '=', thread.client_id)
        .execute();
      return { ...thread, ...next };
    },

    async markRead(db: Queryable, clientId: string, reader: ThreadSide, at: string) {
      await db
        .updateTable('message_threads')
        .set({ [readColumn[reader]]: at, changed_at: at })
        .where('client_id', '=', clientId)
        .execute();
    },

    async insert(db: Queryable, row: Insertable<MessagesTable>) {
      await db.insertInto('messages').values(row).execute();
    },

    async insertFile(db: Queryable, row: Insertable<MessageFilesTable>) {
      await db.insertInto('message_files').values(row).execute();
    },

    /** One message of the client's thread, with its author; undefined for any other id. */
    findInThread(db: Queryable, clientId: string, id: string) {
      return withAuthors(db, clientId).where('messages.id', '=', id).executeTakeFirst();
    },

    async changeBody(db: Queryable, id: string, body: string, at: string) {
      await db.updateTable('messages').set({ body, edited_at: at }).where('id', '=', id).execute();
    },

    /** Emptied, its attachment's row gone with its own statement (its chunks with it). */
    async markDeleted(db: Queryable, id: string, at: string) {
      await db.deleteFrom('message_files').where('message_id', '=', id).execute();
      await db
        .updateTable('messages')
        .set({ body: '', deleted_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** A page of the thread, newest first, before the message `before` when given. */
    page(
      db: Queryable,
      clientId: string,
      limit: number,
      before?: { created_at: string; id: string },
    ) {
      let query = withAuthors(db, clientId);
      if (before) {
        query = query.where((eb) =>
          eb.or([
            eb('messages.created_at', '<', before.created_at),
            eb.and([
              eb('messages.created_at', '=', before.created_at),
              eb('messages.id', '<', before.id),
            ]),
          ]),
        );
      }
      return query
        .orderBy('messages.created_at', 'desc')
        .orderBy('messages.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The whole thread, oldest first, for the client's data export. */
    all(db: Queryable, clientId: string) {
      return withAuthors(db, clientId)
        .orderBy('messages.created_at')
        .orderBy('messages.id')
        .execute();
    },

    filesOf(db: Queryable, messageIds: string[]) {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('message_files')
        .selectAll()
        .where('message_id', 'in', messageIds)
        .orderBy('created_at')
        .execute();
    },

    findFile(db: Queryable, id: string) {
      return db.selectFrom('message_files').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The client's attachments kept in a bucket, whose objects outlive the rows' deletion. */
    async bucketFilesOf(db: Queryable, clientId: string) {
      const rows = await db
        .selectFrom('message_files')
        .select('id')
        .where('client_id', '=', clientId)
        .where('storage', '=', 's3')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The client's unread count and when the thread last changed. */
    async unreadOfClient(db: Queryable, clientId: string) {
      const row = await db
        .selectFrom('message_threads')
        .select(['client_unread as unread', 'changed_at'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return { unread: row?.unread ?? 0, changed_at: row?.changed_at ?? null };
    },

    /** The team's unread messages in all threads, and when any thread last changed. */
    async unreadOfTeam(db: Queryable) {
      const row = await db
        .selectFrom('message_threads')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number | string>('team_unread'), sql<number>`0`).as('unread'),
          eb.fn.max('changed_at').as('changed_at'),
        ])
        .executeTakeFirstOrThrow();
      return { unread: Number(row.unread), changed_at: row.changed_at ?? null };
    },

    /** A page of the team's inbox: threads with unread messages first, then newest activity. */
    inbox(db: Queryable, filter: InboxFilter, offset: number, limit: number) {
      return inboxRows(db, filter)
        .select([
          'users.id',
          'users.email',
          'profiles.full_name',
          'message_threads.last_message_at',
          'message_threads.team_unread',
          'message_threads.awaiting_reply',
        ])
        .orderBy(sql`case when message_threads.team_unread > 0 then 0 else 1 end`)
        .orderBy('message_threads.last_message_at', 'desc')
        .orderBy('message_threads.client_id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async inboxCount(db: Queryable, filter: InboxFilter) {
      const { total } = await inboxRows(db, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Notices of new messages to the client by e-mail: on unless they turned them off. */
    async setClientNotices(db: Queryable, clientId: string, enabled: boolean, now: string) {
      await db
        .insertInto('message_threads')
        .values({ client_id: clientId, changed_at: now, client_notices: enabled ? 1 : 0 })
        .onConflict((conflict) =>
          conflict.column('client_id').doUpdateSet({ client_notices: enabled ? 1 : 0 }),
        )
        .execute();
    },

    /** Marks the team's reading audited at `at` unless it was within `since`; whether it did. */
    async claimReadAudit(db: Queryable, clientId: string, at: string, since: string) {
      const result = await db
        .updateTable('message_threads')
        .set({ team_read_audited_at: at })
        .where('client_id', '=', clientId)
        .where((eb) =>
          eb.or([eb('team_read_audited_at', 'is', null), eb('team_read_audited_at', '<', since)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof createMessageRepository>['page']>
>[number];
export type MessageFileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createMessageRepository>['findFile']>>
>;
