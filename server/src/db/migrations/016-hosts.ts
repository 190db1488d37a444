import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Hosts (docs/portal.md, "Hosts"): each member of the team may host conversations, with hours of
 * their own (`availability`: weekly and exceptions; null keeps the team's). A booking has its host;
 * bookings made before hosts go to the team's first account, which was then the only agenda. No host
 * is booked twice at one start: the slot's unique index becomes the host's (decision 048).
 */
export const hosts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hosts')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('accepts_bookings', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('availability', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .alterTable('bookings')
      .addColumn('host_id', 'text', (column) => column.references('users.id').onDelete('set null'))
      .execute();
    await sql`
      update bookings set host_id = (
        select id from users where app_metadata like ${'%"role":"staff"%'}
        order by created_at, id limit 1
      )
    `.execute(db);

    await db.schema.dropIndex('bookings_confirmed_slot').execute();
    await db.schema
      .createIndex('bookings_confirmed_host_slot')
      .on('bookings')
      .columns(['host_id', 'start_at'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('confirmed'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('bookings_confirmed_host_slot').execute();
    await db.schema
      .createIndex('bookings_confirmed_slot')
      .on('bookings')
      .column('start_at')
      .unique()
      .where(sql.ref('status'), '=', sql.lit('confirmed'))
      .execute();
    await db.schema.alterTable('bookings').dropColumn('host_id').execute();
    await db.schema.dropTable('hosts').execute();
  },
};
