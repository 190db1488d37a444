import { type ExpressionBuilder, sql } from 'kysely';
import type { ClientStatus } from '../../../../../shared/clients.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { containing } from './like-pattern.ts';
import { userRole } from './user-role.ts';

/** Which clients the team's list shows: part of an address or a name, and a status. */
export interface ClientFilter {
  query?: string;
  status?: ClientStatus;
}

/** The status of `accountStatus` (auth/domain/account-status.ts), as a condition on a row. */
function hasStatus(eb: ExpressionBuilder<Database, 'users'>, status: ClientStatus, now: string) {
  const banned = eb.and([
    eb('users.banned_until', 'is not', null),
    eb('users.banned_until', '>', now),
  ]);
  if (status === 'disabled') return banned;
  const confirmed = eb('users.email_confirmed_at', 'is not', null);
  const invited = eb('users.invited_at', 'is not', null);
  const standing = {
    active: confirmed,
    invited: eb.and([eb.not(confirmed), invited]),
    unconfirmed: eb.and([eb.not(confirmed), eb.not(invited)]),
  }[status];
  return eb.and([eb.not(banned), standing]);
}

/**
 * The team's view of client accounts (not the team's own), with their profile and next booking:
 * one statement per page, however many clients there are.
 */
export function createClientAccountRepository(dialect: Dialect) {
  const role = userRole(dialect);

  const clients = (db: Queryable, filter: ClientFilter, now: string) => {
    let query = db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .where(sql<string>`coalesce(${role}, '')`, '!=', 'staff');
    const { query: text, status } = filter;
    if (text) {
      const pattern = containing(text);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(profiles.full_name)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    if (status) query = query.where((eb) => hasStatus(eb, status, now));
    return query;
  };

  const rows = (db: Queryable, filter: ClientFilter, now: string) =>
    clients(db, filter, now).select((eb) => [
      'users.id',
      'users.email',
      'users.created_at',
      'users.last_sign_in_at',
      'users.email_confirmed_at',
      'users.invited_at',
      'users.banned_until',
      'profiles.full_name',
      'profiles.phone',
      'profiles.company',
      'profiles.job_title',
      'profiles.preferred_channel',
      eb
        .selectFrom('bookings')
        .select((booking) => booking.fn.min('bookings.start_at').as('start'))
        .whereRef('bookings.user_id', '=', 'users.id')
        .where('bookings.status', '=', 'confirmed')
        .where('bookings.start_at', '>', now)
        .as('next_booking'),
    ]);

  return {
    /** A page of clients, newest first. */
    page(db: Queryable, filter: ClientFilter, offset: number, limit: number, now: string) {
      // The page's ids first, then their details: a late page does not compute the next
      // booking of every client it skips (PostgreSQL would).
      const pageIds = clients(db, filter, now)
        .select('users.id')
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .offset(offset)
        .limit(limit);
      return rows(db, {}, now)
        .where('users.id', 'in', pageIds)
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .execute();
    },

    async count(db: Queryable, filter: ClientFilter, now: string) {
      const { total } = await clients(db, filter, now)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** One client by id; undefined for an unknown id or a member of the team. */
    /** Whether `id` is a client's account (not the team's): only clients have a thread or a plan. */
    async isClient(db: Queryable, id: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where(sql<string>`coalesce(${role}, '')`, '!=', 'staff')
        .executeTakeFirst();
      return row !== undefined;
    },

    find(db: Queryable, id: string, now: string) {
      return rows(db, {}, now).where('users.id', '=', id).executeTakeFirst();
    },
  };
}

export type ClientAccountRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createClientAccountRepository>['find']>>
>;
