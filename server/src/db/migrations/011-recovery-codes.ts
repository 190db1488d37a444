import type { Kysely, Migration } from 'kysely';

/**
 * Recovery codes of the second factor (docs/auth-api.md, "Recovery codes"; decision 036): each
 * user's current set, keyed digests only, each code spent once.
 */
export const recoveryCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .addPrimaryKeyConstraint('mfa_recovery_codes_pkey', ['user_id', 'code_hash'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mfa_recovery_codes').execute();
  },
};
