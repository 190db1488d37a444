import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * The library of exclusive materials (docs/portal.md, "Files"). A file lives in
 * `material_chunks` when the store keeps it (the default: backups and scale-out carry it), or in
 * an S3-compatible bucket under the material's id. `material_opens` marks the first time a client
 * opened each material (the dashboard's third step).
 */
export const materials: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

    await db.schema
      .createTable('materials')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('storage', 'text', (column) => column.notNull())
      .addColumn('published_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('material_chunks')
      .addColumn('material_id', 'text', (column) =>
        column.notNull().references('materials.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('data', binary, (column) => column.notNull())
      .addPrimaryKeyConstraint('material_chunks_pkey', ['material_id', 'seq'])
      .execute();

    await db.schema
      .createTable('material_opens')
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('material_id', 'text', (column) =>
        column.notNull().references('materials.id').onDelete('cascade'),
      )
      .addColumn('opened_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('material_opens_pkey', ['user_id', 'material_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('material_opens').execute();
    await db.schema.dropTable('material_chunks').execute();
    await db.schema.dropTable('materials').execute();
  },
};
