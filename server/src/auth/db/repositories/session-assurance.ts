import type { Queryable } from './queryable.ts';

const aal1 = { aal: 'aal1', factor_id: null, factor_verified_at: null } as const;

/** What sessions know of their second factor (sessions.aal, factor_id, factor_verified_at). */
export function createSessionAssuranceRepository() {
  return {
    async aalOf(db: Queryable, sessionId: string) {
      const row = await db
        .selectFrom('sessions')
        .select('aal')
        .where('id', '=', sessionId)
        .executeTakeFirst();
      return row?.aal;
    },

    /** Sessions that verified a removed factor go back to aal1, as in Supabase. */
    async downgradeUsersOf(db: Queryable, factorId: string) {
      await db.updateTable('sessions').set(aal1).where('factor_id', '=', factorId).execute();
    },

    async downgradeAllOf(db: Queryable, userId: string) {
      await db.updateTable('sessions').set(aal1).where('user_id', '=', userId).execute();
    },

    /** Ends a user's sessions below aal2 once a factor is verified, as Supabase does. */
    async endBelowAal2Of(db: Queryable, userId: string) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('aal', '=', 'aal1')
        .execute();
    },
  };
}
