import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import type { Database } from '../../server/src/db/schema.ts';

const patience = { timeout: 10_000, interval: 25 };

/** Waits until no due job is pending or running: what the answers handed to the queue is done. */
export function waitForJobsToSettle(db: Kysely<Database>) {
  return vi.waitFor(async () => {
    const open = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .where('run_at', '<=', new Date().toISOString())
      .execute();
    if (open.length > 0) throw new Error(`${open.length} jobs still waiting`);
  }, patience);
}

/** The first job that `matches`, once there is one. */
export function waitForJob(
  db: Kysely<Database>,
  matches: (job: Awaited<ReturnType<typeof allJobs>>[number]) => boolean,
) {
  return vi.waitFor(async () => {
    const found = (await allJobs(db)).find(matches);
    if (!found) throw new Error('no such job appeared');
    return found;
  }, patience);
}

/** The team's waiting digests of booking changes fall due now, as if their window had passed. */
export async function closeTeamDigestWindows(db: Kysely<Database>) {
  await db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('kind', '=', 'team-booking-digest')
    .where('status', '=', 'pending')
    .execute();
}

const allJobs = (db: Kysely<Database>) => db.selectFrom('jobs').selectAll().execute();

/** The waiting jobs of `kind` fall due now, as if their delay had passed. */
export async function jobsDueNow(db: Kysely<Database>, kind: string) {
  await db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

/** The jobs of `kind`, in any state, oldest first. */
export function jobsOfKind(db: Kysely<Database>, kind: string) {
  return db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute();
}
