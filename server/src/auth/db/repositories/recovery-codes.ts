import type { Queryable } from '../../../platform/queryable.ts';

/** Recovery codes of the second factor (mfa_recovery_codes): digests only. */
export function createRecoveryCodeRepository() {
  return {
    /** The user's set becomes these digests; the previous codes, spent or not, are gone. */
    async replaceOf(db: Queryable, userId: string, digests: string[], at: string) {
      await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('mfa_recovery_codes')
        .values(digests.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
        .execute();
    },

    /** How many of the user's codes are still unspent, and when the set was made. */
    async summaryOf(db: Queryable, userId: string) {
      const rows = await db
        .selectFrom('mfa_recovery_codes')
        .select(['created_at', 'used_at'])
        .where('user_id', '=', userId)
        .execute();
      return {
        remaining: rows.filter((row) => row.used_at === null).length,
        createdAt: rows[0]?.created_at ?? null,
      };
    },

    /**
     * Spends an unspent code of the user: false when there is none with that digest. One
     * statement, so parallel requests with one code cannot both pass.
     */
    async spend(db: Queryable, userId: string, digest: string, at: string) {
      const result = await db
        .updateTable('mfa_recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', digest)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteAllOf(db: Queryable, userId: string) {
      await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    },
  };
}
