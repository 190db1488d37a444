import type { Updateable } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';
import type { Dialect } from '../../../db/database.ts';
import type { HostsTable } from '../../../db/schema.ts';
import { userRole } from './user-role.ts';

/**
 * The team's members as hosts (docs/portal.md, "Hosts"): every staff account, with its `hosts` row
 * when it has one. The only module with the hosts' SQL.
 */
export function createHostRepository(dialect: Dialect) {
  const role = userRole(dialect);
  return {
    /** Every member of the team in a stable order: the oldest account first. */
    listMembers(db: Queryable) {
      return db
        .selectFrom('users')
        .leftJoin('hosts', 'hosts.user_id', 'users.id')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'profiles.full_name',
          'hosts.accepts_bookings',
          'hosts.availability',
        ])
        .where(role, '=', 'staff')
        .orderBy('users.created_at')
        .orderBy('users.id')
        .execute();
    },

    /** Writes a host's own hours (null: the team's) and whether they take clients. */
    async save(
      db: Queryable,
      userId: string,
      changes: Pick<Updateable<HostsTable>, 'availability' | 'accepts_bookings'>,
      at: string,
    ) {
      await db
        .insertInto('hosts')
        .values({ user_id: userId, ...changes, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...changes, updated_at: at }),
        )
        .execute();
    },

    /**
     * Holds the host's account row for the transaction on PostgreSQL, so bookings of one host
     * queue up, overlapping starts included (decision 048). Taken after the client's lock.
     */
    async lockHost(db: Queryable, userId: string) {
      if (dialect !== 'postgres') return;
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
  };
}
