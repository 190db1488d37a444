import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storePruningJob } from '../../server/src/api/domain/jobs/store-pruning.ts';
import type { Database } from '../../server/src/db/schema.ts';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
  startTwoInstancesOnOnePostgres,
} from '../support/auth-server.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
const inDays = (days: number) => daysAgo(-days);

const pruningJobs = (db: Kysely<Database>) =>
  db
    .selectFrom('jobs')
    .select(['dedupe_key', 'status', 'run_at', 'attempts', 'claimed_by'])
    .where('kind', '=', storePruningJob)
    .orderBy('run_at')
    .execute();

/** Makes the scheduled pruning run due now, and waits until a worker has run it. */
async function runPruningNow(db: Kysely<Database>) {
  const [scheduled] = await pruningJobs(db);
  await db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('dedupe_key', '=', scheduled!.dedupe_key)
    .execute();
  await vi.waitFor(
    async () => {
      const run = (await pruningJobs(db)).find((job) => job.dedupe_key === scheduled!.dedupe_key);
      expect(run?.status).toBe('done');
    },
    { timeout: 10_000, interval: 20 },
  );
  return scheduled!;
}

describe.each(backends)('rows past their retention, on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, { RETENTION_DAYS: '30', JOBS_POLL_INTERVAL_MS: '20' });
  });
  afterAll(() => server?.close());

  it('are deleted by the daily job, which schedules its next run; newer rows stay', async () => {
    const { db } = server.app.store;
    /** One column of every row of a table, sorted. */
    const column = async (table: keyof Database, name: string) => {
      const { rows } = await sql<{ value: string }>`
        select ${sql.ref(name)} as value from ${sql.table(table)}`.execute(db);
      return rows.map((row) => row.value).sort();
    };
    const [scheduled] = await pruningJobs(db);
    expect(scheduled).toMatchObject({ status: 'pending' });
    expect(Date.parse(scheduled!.run_at)).toBeGreaterThan(Date.now());

    const user = await createConfirmedUser(server);
    expect((await server.client().auth.signInWithPassword(user)).error).toBeNull();
    const [liveSession] = await column('sessions', 'id');
    const session = (id: string, refreshedDaysAgo: number, endedDaysAgo: number) => ({
      id,
      user_id: user.id,
      sign_in_method: 'password' as const,
      aal: 'aal1' as const,
      created_at: daysAgo(60),
      refreshed_at: daysAgo(refreshedDaysAgo),
      not_after: daysAgo(endedDaysAgo),
      ip: null,
      user_agent: null,
    });
    const ids = {
      sessionPastTimebox: crypto.randomUUID(),
      sessionLongUnused: crypto.randomUUID(),
      sessionJustEnded: crypto.randomUUID(),
    };
    await db
      .insertInto('sessions')
      .values([
        session(ids.sessionPastTimebox, 45, 40),
        // Unused for 40 days: it ended 33 days ago, at the 7-day inactivity timeout.
        session(ids.sessionLongUnused, 40, -10),
        session(ids.sessionJustEnded, 3, 1),
      ])
      .execute();
    // Sessions a ban ended: one 40 days ago, one lately, one lately whose ban has run out.
    const bannedSession = async (banDuration: string) => {
      const account = await createConfirmedUser(server);
      const { data } = await server.client().auth.signInWithPassword(account);
      await server.admin().auth.admin.updateUserById(account.id, { ban_duration: banDuration });
      return { id: account.id, refreshToken: data.session!.refresh_token };
    };
    const banned = {
      longAgo: await bannedSession('876000h'),
      lately: await bannedSession('876000h'),
      lapsed: await bannedSession('24h'),
    };
    await db
      .updateTable('banned_refresh_tokens')
      .set({ banned_at: daysAgo(40) })
      .where('user_id', '=', banned.longAgo.id)
      .execute();
    await db
      .updateTable('users')
      .set({ banned_until: daysAgo(1) })
      .where('id', '=', banned.lapsed.id)
      .execute();
    const refreshToken = (hash: string, sessionId: string, revokedDaysAgo: number | null) => ({
      token_hash: hash,
      session_id: sessionId,
      parent_hash: null,
      created_at: daysAgo(50),
      revoked_at: revokedDaysAgo === null ? null : daysAgo(revokedDaysAgo),
    });
    await db
      .insertInto('refresh_tokens')
      .values([
        refreshToken('of-an-ended-session', ids.sessionPastTimebox, null),
        refreshToken('used-long-ago', liveSession!, 40),
        refreshToken('used-lately', liveSession!, 1),
      ])
      .execute();
    const oneTimeToken = (hash: string, purpose: 'recovery' | 'magiclink', expired: string) => ({
      token_hash: hash,
      user_id: user.id,
      purpose,
      code_hash: null,
      created_at: daysAgo(50),
      expires_at: expired,
    });
    await db
      .insertInto('one_time_tokens')
      .values([
        oneTimeToken('expired-long-ago', 'magiclink', daysAgo(40)),
        oneTimeToken('expired-lately', 'recovery', daysAgo(1)),
      ])
      .execute();
    // Codes to sign in by e-mail go as they expire: an address anyone typed is not kept.
    const signInCode = (email: string, expired: string) => ({
      email,
      request_id: crypto.randomUUID(),
      code_hash: null,
      link_hash: null,
      created_at: daysAgo(1),
      expires_at: expired,
    });
    await db
      .insertInto('sign_in_codes')
      .values([
        signInCode('expirou@example.com', daysAgo(1 / 24)),
        signInCode('vale-ainda@example.com', inDays(1 / 144)),
      ])
      .execute();
    const auditEntry = (id: string, createdAt: string) => ({
      id,
      created_at: createdAt,
      action: 'sign_in',
      user_id: user.id,
      ip: null,
      user_agent: null,
      detail: '{}',
    });
    const oldEntry = crypto.randomUUID();
    const newEntry = crypto.randomUUID();
    await db
      .insertInto('audit_log')
      .values([auditEntry(oldEntry, daysAgo(31)), auditEntry(newEntry, daysAgo(29))])
      .execute();
    await db
      .insertInto('rate_limits')
      .values([
        // The longest window is an hour (a client's booking changes).
        { key: 'test:window-passed', window_started_at: daysAgo(2 / 24), hits: 3 },
        { key: 'test:window-open', window_started_at: new Date().toISOString(), hits: 3 },
      ])
      .execute();
    const job = (key: string, status: 'done' | 'failed' | 'pending', finished: string | null) => ({
      id: crypto.randomUUID(),
      kind: 'test-only',
      payload: '{}',
      dedupe_key: key,
      status,
      run_at: status === 'pending' ? inDays(365) : daysAgo(40),
      created_at: daysAgo(40),
      finished_at: finished,
    });
    await db
      .insertInto('jobs')
      .values([
        job('done-long-ago', 'done', daysAgo(40)),
        job('failed-long-ago', 'failed', daysAgo(40)),
        job('done-lately', 'done', daysAgo(1)),
        job('waiting-since-long-ago', 'pending', null),
      ])
      .execute();

    await runPruningNow(db);

    expect(await column('sessions', 'id')).toEqual([liveSession, ids.sessionJustEnded].sort());
    expect(await column('refresh_tokens', 'token_hash')).not.toContain('used-long-ago');
    expect(await column('refresh_tokens', 'token_hash')).not.toContain('of-an-ended-session');
    expect(await column('refresh_tokens', 'token_hash')).toContain('used-lately');
    expect(await column('one_time_tokens', 'token_hash')).toEqual(['expired-lately']);
    expect(await column('sign_in_codes', 'email')).toEqual(['vale-ainda@example.com']);
    expect(await column('banned_refresh_tokens', 'user_id')).toEqual([banned.lately.id]);
    const refreshError = async (token: string) =>
      (await server.client().auth.refreshSession({ refresh_token: token })).error?.code;
    expect(await refreshError(banned.lately.refreshToken)).toBe('user_banned');
    expect(await refreshError(banned.longAgo.refreshToken)).toBe('refresh_token_not_found');
    expect(await column('audit_log', 'id')).not.toContain(oldEntry);
    expect(await column('audit_log', 'id')).toContain(newEntry);
    expect(await column('rate_limits', 'key')).not.toContain('test:window-passed');
    expect(await column('rate_limits', 'key')).toContain('test:window-open');
    const testJobs = await db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', 'test-only')
      .orderBy('dedupe_key')
      .execute();
    expect(testJobs.map((row) => row.dedupe_key)).toEqual([
      'done-lately',
      'waiting-since-long-ago',
    ]);

    // The next run is scheduled for the following day.
    const [done, next] = await pruningJobs(db);
    expect(done).toMatchObject({ dedupe_key: scheduled!.dedupe_key, status: 'done' });
    expect(next).toMatchObject({ status: 'pending' });
    expect(Date.parse(next!.run_at) - Date.parse(scheduled!.run_at)).toBe(24 * 3600 * 1000);
  });
});

describe('the daily pruning with two instances on one PostgreSQL', () => {
  let instances: RunningAuthServer[];
  beforeAll(async () => {
    instances = await startTwoInstancesOnOnePostgres({ JOBS_POLL_INTERVAL_MS: '10' });
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));

  it('is scheduled once a day however many start, and runs once', async () => {
    const { db } = instances[0]!.app.store;
    expect(await pruningJobs(db)).toHaveLength(1);
    const scheduled = await runPruningNow(db);
    // Both workers poll every 10 ms: give the other time to take it again, if it could.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [done, next, ...more] = await pruningJobs(db);
    expect(done).toMatchObject({ dedupe_key: scheduled.dedupe_key, status: 'done', attempts: 1 });
    expect(next).toMatchObject({ status: 'pending', attempts: 0 });
    expect(more).toEqual([]);
  });
});
