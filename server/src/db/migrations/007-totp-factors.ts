import type { Kysely, Migration } from 'kysely';

/**
 * Second factors (docs/auth-api.md, "Second factor (TOTP)"; decision 015): each user's TOTP
 * factors, the challenges issued for them, and what each session knows of its assurance level.
 */
export const totpFactors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_factors')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('friendly_name', 'text', (column) => column.notNull())
      .addColumn('factor_type', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('last_used_step', 'integer')
      .addColumn('last_challenged_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('mfa_factors_user_id')
      .on('mfa_factors')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('factor_id', 'text', (column) =>
        column.notNull().references('mfa_factors.id').onDelete('cascade'),
      )
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('mfa_challenges_factor_id')
      .on('mfa_challenges')
      .column('factor_id')
      .execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('aal', 'text', (column) => column.notNull().defaultTo('aal1'))
      .execute();
    await db.schema.alterTable('sessions').addColumn('factor_id', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('factor_verified_at', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['factor_verified_at', 'factor_id', 'aal']) {
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    }
    await db.schema.dropTable('mfa_challenges').execute();
    await db.schema.dropTable('mfa_factors').execute();
  },
};
