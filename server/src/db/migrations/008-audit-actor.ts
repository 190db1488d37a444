import type { Kysely, Migration } from 'kysely';

/**
 * The team's console reads the audit log (docs/portal.md, `GET /api/v1/admin/audit`): each row
 * names, besides the account it concerns (`user_id`), the member of the team who acted
 * (`actor_id`), and the log is filtered by either and by action, newest first.
 */
export const auditActor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('actor_id', 'text').execute();
    for (const column of ['user_id', 'actor_id', 'action']) {
      await db.schema
        .createIndex(`audit_log_${column}_created_at`)
        .on('audit_log')
        .columns([column, 'created_at'])
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['user_id', 'actor_id', 'action']) {
      await db.schema.dropIndex(`audit_log_${column}_created_at`).execute();
    }
    await db.schema.alterTable('audit_log').dropColumn('actor_id').execute();
  },
};
