import type { Insertable, Selectable } from 'kysely';
import type { MfaFactorsTable } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

export type FactorRow = Selectable<MfaFactorsTable>;

/** Second factors (mfa_factors): one row per enrolled authenticator. */
export function createFactorRepository() {
  return {
    /** A user's factors, oldest first. */
    listOf(db: Queryable, userId: string) {
      return db
        .selectFrom('mfa_factors')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    find(db: Queryable, id: string) {
      return db.selectFrom('mfa_factors').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(db: Queryable, factor: Insertable<MfaFactorsTable>) {
      await db.insertInto('mfa_factors').values(factor).execute();
    },

    /** Unverified factors created before `createdBefore` (abandoned enrolments). */
    async deleteUnverifiedOf(db: Queryable, userId: string, createdBefore: string) {
      await db
        .deleteFrom('mfa_factors')
        .where('user_id', '=', userId)
        .where('status', '=', 'unverified')
        .where('created_at', '<', createdBefore)
        .execute();
    },

    /** Once a factor is verified, the user's other unverified ones of its type go, as in Supabase. */
    async markVerified(db: Queryable, factor: FactorRow, at: string) {
      await db
        .updateTable('mfa_factors')
        .set({ status: 'verified', updated_at: at })
        .where('id', '=', factor.id)
        .execute();
      await db
        .deleteFrom('mfa_factors')
        .where('user_id', '=', factor.user_id)
        .where('factor_type', '=', factor.factor_type)
        .where('status', '=', 'unverified')
        .execute();
    },

    /**
     * Records the time step of an accepted code, unless that step or a later one was accepted
     * already: false then. One statement, so parallel requests with one code cannot both pass.
     */
    async useStep(db: Queryable, id: string, step: number, at: string) {
      const result = await db
        .updateTable('mfa_factors')
        .set({ last_used_step: step, updated_at: at })
        .where('id', '=', id)
        .where((where) =>
          where.or([where('last_used_step', 'is', null), where('last_used_step', '<', step)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markChallenged(db: Queryable, id: string, at: string) {
      await db
        .updateTable('mfa_factors')
        .set({ last_challenged_at: at })
        .where('id', '=', id)
        .execute();
    },

    async delete(db: Queryable, id: string) {
      await db.deleteFrom('mfa_factors').where('id', '=', id).execute();
    },

    /** Every factor of a user; the ones removed are returned. */
    deleteAllOf(db: Queryable, userId: string) {
      return db
        .deleteFrom('mfa_factors')
        .where('user_id', '=', userId)
        .returning(['id', 'status'])
        .execute();
    },
  };
}
