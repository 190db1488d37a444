import { sql } from 'kysely';
import type { Queryable } from '../../../platform/queryable.ts';

/** The only module that reads or writes the intake's tables. */
export function createIntakeRepository() {
  return {
    readForm(db: Queryable) {
      return db.selectFrom('intake_form').selectAll().where('id', '=', 1).executeTakeFirst();
    },

    /** Replaces the questions and raises the version; answers the new version. */
    async writeForm(db: Queryable, questions: string, updatedAt: string) {
      const { version } = await db
        .insertInto('intake_form')
        .values({ id: 1, version: 1, questions, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({
            version: sql<number>`intake_form.version + 1`,
            questions,
            updated_at: updatedAt,
          }),
        )
        .returning('version')
        .executeTakeFirstOrThrow();
      return Number(version);
    },

    findAnswers(db: Queryable, userId: string) {
      return db
        .selectFrom('intake_answers')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveAnswers(
      db: Queryable,
      row: { user_id: string; answers: string; form_version: number; updated_at: string },
    ) {
      const { user_id, ...fields } = row;
      await db
        .insertInto('intake_answers')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
        .execute();
    },
  };
}
