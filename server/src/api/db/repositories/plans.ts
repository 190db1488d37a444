import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Dialect } from '../../../db/database.ts';
import type {
  PlanEvidenceTable,
  PlanFilesTable,
  PlanMilestonesTable,
  PlansTable,
  PlanStagesTable,
  PlanTemplatesTable,
} from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import { containing } from './like-pattern.ts';

export type PlanRow = Selectable<PlansTable>;
export type PlanStageRow = Selectable<PlanStagesTable>;
export type PlanMilestoneRow = Selectable<PlanMilestonesTable>;
export type PlanEvidenceRow = Selectable<PlanEvidenceTable>;
export type PlanFileRow = Selectable<PlanFilesTable>;
export type PlanTemplateRow = Selectable<PlanTemplatesTable>;

/** The plan's rows (templates, plans, stages, milestones, evidence, files): their only SQL. */
export function createPlanRepository(dialect: Dialect) {
  return {
    listTemplates(db: Queryable) {
      return db.selectFrom('plan_templates').selectAll().orderBy('title').orderBy('id').execute();
    },

    findTemplate(db: Queryable, id: string) {
      return db.selectFrom('plan_templates').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countTemplates(db: Queryable) {
      const { total } = await db
        .selectFrom('plan_templates')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async insertTemplate(db: Queryable, row: Insertable<PlanTemplatesTable>) {
      await db.insertInto('plan_templates').values(row).execute();
    },

    /** Whether a template `id` was there to change. */
    async updateTemplate(db: Queryable, id: string, change: Updateable<PlanTemplatesTable>) {
      const result = await db
        .updateTable('plan_templates')
        .set(change)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Plans copied from it keep their copy, `template_id` cleared (the key's `set null`). */
    async deleteTemplate(db: Queryable, id: string) {
      const result = await db.deleteFrom('plan_templates').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async readStalledDays(db: Queryable) {
      const row = await db
        .selectFrom('plan_settings')
        .select('stalled_days')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.stalled_days;
    },

    async writeStalledDays(db: Queryable, stalledDays: number, at: string) {
      await db
        .insertInto('plan_settings')
        .values({ id: 1, stalled_days: stalledDays, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ stalled_days: stalledDays, updated_at: at }),
        )
        .execute();
    },

    findPlanOf(db: Queryable, clientId: string) {
      return db
        .selectFrom('plans')
        .selectAll()
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** The client's plan, held (PostgreSQL's row lock) until the transaction ends: changes take turns. */
    holdPlanOf(db: Queryable, clientId: string) {
      return db
        .selectFrom('plans')
        .selectAll()
        .where('client_id', '=', clientId)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    async insertPlan(db: Queryable, row: Insertable<PlansTable>) {
      await db.insertInto('plans').values(row).execute();
    },

    async updatePlan(db: Queryable, id: string, change: Updateable<PlansTable>) {
      await db.updateTable('plans').set(change).where('id', '=', id).execute();
    },

    /** The plan and, by cascade, its stages, milestones, evidence and files' rows. */
    async deletePlan(db: Queryable, id: string) {
      await db.deleteFrom('plans').where('id', '=', id).execute();
    },

    stagesOf(db: Queryable, planIds: string[]) {
      if (planIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plan_stages')
        .selectAll()
        .where('plan_id', 'in', planIds)
        .orderBy('position')
        .execute();
    },

    milestonesOf(db: Queryable, planIds: string[]) {
      if (planIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plan_milestones')
        .selectAll()
        .where('plan_id', 'in', planIds)
        .orderBy('position')
        .execute();
    },

    evidenceOf(db: Queryable, milestoneIds: string[]) {
      if (milestoneIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plan_evidence')
        .selectAll()
        .where('milestone_id', 'in', milestoneIds)
        .orderBy('position')
        .execute();
    },

    async insertStages(db: Queryable, rows: Insertable<PlanStagesTable>[]) {
      if (rows.length > 0) await db.insertInto('plan_stages').values(rows).execute();
    },

    async updateStage(db: Queryable, id: string, change: Updateable<PlanStagesTable>) {
      await db.updateTable('plan_stages').set(change).where('id', '=', id).execute();
    },

    async deleteStages(db: Queryable, ids: string[]) {
      if (ids.length > 0) await db.deleteFrom('plan_stages').where('id', 'in', ids).execute();
    },

    async insertMilestones(db: Queryable, rows: Insertable<PlanMilestonesTable>[]) {
      if (rows.length > 0) await db.insertInto('plan_milestones').values(rows).execute();
    },

    async updateMilestone(db: Queryable, id: string, change: Updateable<PlanMilestonesTable>) {
      await db.updateTable('plan_milestones').set(change).where('id', '=', id).execute();
    },

    async deleteMilestones(db: Queryable, ids: string[]) {
      if (ids.length > 0) await db.deleteFrom('plan_milestones').where('id', 'in', ids).execute();
    },

    /** One milestone of the client's plan; undefined for any other id. */
    findMilestoneOf(db: Queryable, clientId: string, id: string) {
      return db
        .selectFrom('plan_milestones')
        .innerJoin('plans', 'plans.id', 'plan_milestones.plan_id')
        .selectAll('plan_milestones')
        .where('plans.client_id', '=', clientId)
        .where('plan_milestones.id', '=', id)
        .executeTakeFirst();
    },

    async insertEvidence(db: Queryable, rows: Insertable<PlanEvidenceTable>[]) {
      if (rows.length > 0) await db.insertInto('plan_evidence').values(rows).execute();
    },

    async deleteEvidenceOf(db: Queryable, milestoneIds: string[]) {
      if (milestoneIds.length === 0) return;
      await db.deleteFrom('plan_evidence').where('milestone_id', 'in', milestoneIds).execute();
    },

    async insertFile(db: Queryable, row: Insertable<PlanFilesTable>) {
      await db.insertInto('plan_files').values(row).execute();
    },

    findFile(db: Queryable, id: string) {
      return db.selectFrom('plan_files').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One file of the client's plan; undefined for any other id. */
    findFileOf(db: Queryable, clientId: string, id: string) {
      return db
        .selectFrom('plan_files')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    filesOfPlan(db: Queryable, planId: string) {
      return db
        .selectFrom('plan_files')
        .selectAll()
        .where('plan_id', '=', planId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The client's plan files kept in a bucket, whose objects outlive the rows' deletion. */
    async bucketFilesOf(db: Queryable, clientId: string) {
      const rows = await db
        .selectFrom('plan_files')
        .select('id')
        .where('client_id', '=', clientId)
        .where('storage', '=', 's3')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Every plan with its client: those whose address or name holds `query`, and the one `client`'s,
     * when given.
     */
    plansWithClients(db: Queryable, { query, client }: { query?: string; client?: string }) {
      let rows = db
        .selectFrom('plans')
        .innerJoin('users', 'users.id', 'plans.client_id')
        .leftJoin('profiles', 'profiles.user_id', 'plans.client_id')
        .selectAll('plans')
        .select(['users.email', 'profiles.full_name']);
      if (query) {
        const pattern = containing(query);
        rows = rows.where((eb) =>
          eb.or([
            eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(profiles.full_name)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (client) rows = rows.where('plans.client_id', '=', client);
      return rows.execute();
    },
  };
}
