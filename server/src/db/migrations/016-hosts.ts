import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Hosts (docs/portal.md, "Hosts"): each member of the team may host conversations, with hours of
 * their own (`availability`: weekly and exceptions; null keeps the team's). A booking has its host;
 * bookings made before hosts go to the team's first account, which was then the only agenda.
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

    await db.schema
      .createIndex('bookings_host_start')
      .on('bookings')
      .columns(['host_id', 'start_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('bookings_host_start').execute();
    await db.schema.alterTable('bookings').dropColumn('host_id').execute();
    await db.schema.dropTable('hosts').execute();
  },
};
