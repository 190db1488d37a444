import type { Queryable } from '../../../platform/queryable.ts';

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

    /**
     * A session's level and whether its user has a verified factor, in one query: what the data
     * API checks on every request.
     */
    async assuranceOf(db: Queryable, sessionId: string) {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => [
          'sessions.aal',
          eb
            .exists(
              eb
                .selectFrom('mfa_factors')
                .select('mfa_factors.id')
                .whereRef('mfa_factors.user_id', '=', 'sessions.user_id')
                .where('mfa_factors.status', '=', 'verified'),
            )
            .as('has_verified_factor'),
        ])
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst();
      return {
        aal: row?.aal ?? 'aal1',
        // SQLite answers 0 or 1, PostgreSQL a boolean.
        hasVerifiedFactor: Boolean(row?.has_verified_factor),
      };
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
