import { setTimeout } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { Database, JobsTable } from '../../server/src/db/schema.ts';

/** Waits until no job is pending or running: what the answers handed to the queue is done. */
export async function waitForJobsToSettle(db: Kysely<Database>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .where('run_at', '<=', new Date().toISOString())
      .execute();
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${open.length} jobs still waiting`);
    await setTimeout(25);
  }
}

/** The first job that `matches`, once there is one. */
export async function waitForJob(
  db: Kysely<Database>,
  matches: (job: Selectable<JobsTable>) => boolean,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await db.selectFrom('jobs').selectAll().execute()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such job appeared');
    await setTimeout(25);
  }
}
