import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../queryable.ts';
import type { Dialect } from '../../db/database.ts';
import type { JobStatus, JobsTable } from '../../db/schema.ts';

export type JobRow = Selectable<JobsTable>;

/** The claim a worker holds: the finishing write counts only while that claim stands. */
export type JobClaim = Pick<JobRow, 'id' | 'claimed_by' | 'attempts'>;

/** The jobs table: the only module with its SQL. */
export function createJobRepository(dialect: Dialect) {
  /** Writes to a job this worker still holds (its lease has not been taken over). */
  const held = (db: Queryable, claim: JobClaim) =>
    db
      .updateTable('jobs')
      .where('id', '=', claim.id)
      .where('status', '=', 'running')
      .where('claimed_by', '=', claim.claimed_by)
      .where('attempts', '=', claim.attempts);

  return {
    /** Adds a job unless one with the same key exists. */
    async insert(db: Queryable, row: Insertable<JobsTable>) {
      await db
        .insertInto('jobs')
        .values(row)
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .execute();
    },

    /**
     * Takes the next due job in one statement: a pending one whose time has come, or a running
     * one whose worker let its lease run out. PostgreSQL skips rows another worker is taking at
     * the same moment; SQLite has a single writer, so the statement alone is atomic.
     */
    claimNext(db: Queryable, claim: { workerId: string; now: string; lockedUntil: string }) {
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', claim.now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', claim.now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(1)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          claimed_by: claim.workerId,
          locked_until: claim.lockedUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', due)
        .returningAll()
        .executeTakeFirst();
    },

    async markDone(db: Queryable, claim: JobClaim, at: string) {
      await held(db, claim)
        .set({ status: 'done', payload: '{}', finished_at: at, locked_until: null })
        .execute();
    },

    /** Back to pending until `runAt`, with the reason it failed. */
    async postpone(db: Queryable, claim: JobClaim, change: { runAt: string; error: string }) {
      await held(db, claim)
        .set({
          status: 'pending',
          run_at: change.runAt,
          last_error: change.error,
          claimed_by: null,
          locked_until: null,
        })
        .execute();
    },

    /** Given up after its last attempt: kept for the operator (`npm run cli -- jobs`). */
    async markFailed(db: Queryable, claim: JobClaim, change: { at: string; error: string }) {
      await held(db, claim)
        .set({
          status: 'failed',
          last_error: change.error,
          finished_at: change.at,
          locked_until: null,
        })
        .execute();
    },

    /**
     * The pending job whose key starts so, held for the caller's transaction on PostgreSQL: no
     * worker claims it until then (SQLite runs one write transaction at a time anyway).
     */
    heldPending(db: Queryable, keyPrefix: string) {
      return db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where('status', '=', 'pending')
        .where('dedupe_key', 'like', `${keyPrefix}%`)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /** A pending job's input, changed before it runs. */
    async replacePayload(db: Queryable, id: string, payload: string) {
      await db
        .updateTable('jobs')
        .set({ payload })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Pending jobs whose key starts so: work that no longer has anyone to do it for. */
    async deletePending(db: Queryable, keyPrefix: string) {
      await db
        .deleteFrom('jobs')
        .where('status', '=', 'pending')
        .where('dedupe_key', 'like', `${keyPrefix}%`)
        .execute();
    },

    /** Finished jobs whose key starts so, done before `before`: a recurring job's past runs. */
    async deleteFinished(db: Queryable, keyPrefix: string, before: string) {
      await db
        .deleteFrom('jobs')
        .where('status', '=', 'done')
        .where('dedupe_key', 'like', `${keyPrefix}%`)
        .where('finished_at', '<', before)
        .execute();
    },

    /** Jobs in the given states, the soonest due first. */
    list(db: Queryable, statuses: readonly JobStatus[], limit: number) {
      return db
        .selectFrom('jobs')
        .select(['id', 'kind', 'dedupe_key', 'status', 'run_at', 'attempts', 'last_error'])
        .where('status', 'in', statuses)
        .orderBy('run_at')
        .limit(limit)
        .execute();
    },

    /** What waits: jobs due and not taken, the longest-waiting one's due time, jobs given up. */
    async backlog(db: Queryable, now: string) {
      const counts = await db
        .selectFrom('jobs')
        .select((eb) => [
          eb.fn
            .count<number | string>('id')
            .filterWhere((due) =>
              due.and([due('status', '=', 'pending'), due('run_at', '<=', now)]),
            )
            .as('due'),
          eb.fn
            .min<string | null>('run_at')
            .filterWhere((due) =>
              due.and([due('status', '=', 'pending'), due('run_at', '<=', now)]),
            )
            .as('oldest_due_at'),
          eb.fn.count<number | string>('id').filterWhere('status', '=', 'failed').as('failed'),
        ])
        .executeTakeFirstOrThrow();
      return {
        due: Number(counts.due),
        oldestDueAt: counts.oldest_due_at ?? undefined,
        failed: Number(counts.failed),
      };
    },

    /** A failed job runs again now, with its attempts counted afresh; false if none was failed. */
    async retryFailed(db: Queryable, id: string, at: string) {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'pending', run_at: at, attempts: 0, claimed_by: null, finished_at: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
