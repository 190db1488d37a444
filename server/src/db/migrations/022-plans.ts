import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * The legacy plan (docs/portal.md, "The legacy plan"). Templates keep their stages as one JSON
 * document, edited whole. A client's plan (one per client) is rows, so a milestone keeps its id
 * while the team reshapes the plan around it. `plans.moved_at` is raised by every change in the
 * plan's transaction: the team's "stalled" list and the weekly digest read it alone. Files
 * uploaded as evidence live as the messages' attachments do. Everything goes with the account.
 */
export const plans: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

    await db.schema
      .createTable('plan_templates')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('stages', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('plan_settings')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('stalled_days', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('plans')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('client_id', 'text', (column) =>
        column.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('template_id', 'text', (column) =>
        column.references('plan_templates.id').onDelete('set null'),
      )
      .addColumn('host_id', 'text', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('moved_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('plans_moved').on('plans').columns(['moved_at']).execute();
    await db.schema.createIndex('plans_host').on('plans').columns(['host_id']).execute();

    await db.schema
      .createTable('plan_stages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('plan_id', 'text', (column) =>
        column.notNull().references('plans.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('plan_stages_plan')
      .on('plan_stages')
      .columns(['plan_id', 'position'])
      .execute();

    await db.schema
      .createTable('plan_milestones')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('plan_id', 'text', (column) =>
        column.notNull().references('plans.id').onDelete('cascade'),
      )
      .addColumn('stage_id', 'text', (column) =>
        column.notNull().references('plan_stages.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('due_date', 'text')
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('needs_evidence', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('completed_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('plan_milestones_stage')
      .on('plan_milestones')
      .columns(['stage_id', 'position'])
      .execute();
    await db.schema
      .createIndex('plan_milestones_plan')
      .on('plan_milestones')
      .columns(['plan_id'])
      .execute();

    await db.schema
      .createTable('plan_files')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('plan_id', 'text', (column) =>
        column.notNull().references('plans.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'text', (column) => column.notNull())
      .addColumn('uploaded_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('uploader_role', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('storage', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('plan_files_plan').on('plan_files').columns(['plan_id']).execute();
    await db.schema
      .createIndex('plan_files_client')
      .on('plan_files')
      .columns(['client_id'])
      .execute();

    await db.schema
      .createTable('plan_file_chunks')
      .addColumn('file_id', 'text', (column) =>
        column.notNull().references('plan_files.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('data', binary, (column) => column.notNull())
      .addPrimaryKeyConstraint('plan_file_chunks_pkey', ['file_id', 'seq'])
      .execute();

    await db.schema
      .createTable('plan_evidence')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('milestone_id', 'text', (column) =>
        column.notNull().references('plan_milestones.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('ref_id', 'text')
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('added_by', 'text', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('added_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('plan_evidence_milestone')
      .on('plan_evidence')
      .columns(['milestone_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('plan_evidence').execute();
    await db.schema.dropTable('plan_file_chunks').execute();
    await db.schema.dropTable('plan_files').execute();
    await db.schema.dropTable('plan_milestones').execute();
    await db.schema.dropTable('plan_stages').execute();
    await db.schema.dropTable('plans').execute();
    await db.schema.dropTable('plan_settings').execute();
    await db.schema.dropTable('plan_templates').execute();
  },
};
