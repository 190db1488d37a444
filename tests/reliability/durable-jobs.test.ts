import { rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createClient } from '@supabase/supabase-js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { BookingNoticePayload } from '../../server/src/api/domain/agenda/booking-notices.ts';
import { sqliteFile } from '../../server/src/db/database.ts';
import { type RunningAuthServer, startTwoInstancesOnOnePostgres } from '../support/auth-server.ts';
import { apiRequest, freeSlots } from '../support/data-api.ts';
import { parsedOutbox } from '../support/outbox-mail.ts';
import { runCli } from '../support/cli.ts';
import { startServerProcess, startServerProcessOnFreePort } from '../support/server-process.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

const team = 'equipe@legado.example';

/** How many messages of the outboxes carry each job's Message-ID (`<job id@host>`). */
function messagesPerJob(messages: ParsedMail[]) {
  const counts = new Map<string, number>();
  for (const { messageId } of messages) {
    const job = /^<([^@]+)@/.exec(messageId ?? '')?.[1] ?? 'no job';
    counts.set(job, (counts.get(job) ?? 0) + 1);
  }
  return counts;
}

describe('jobs across a kill -9 and a shutdown in the middle of their run (SQLite)', () => {
  const dataDir = makeTempFolder('jobs');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends every e-mail exactly once', { timeout: 90_000 }, async () => {
    const environment = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEAM_NOTIFY_EMAIL: team,
      JOBS_POLL_INTERVAL_MS: '20',
    };
    const keys = (await runCli(['keys'], { env: { DATA_DIR: dataDir } })).stdout;
    const serviceKey = /SERVICE_ROLE_KEY=(\S+)/.exec(keys)![1]!;
    const anonKey = /ANON_KEY=(\S+)/.exec(keys)![1]!;

    // Bookings made while no worker runs: their e-mails wait in the jobs table.
    const serving = await startServerProcessOnFreePort({ ...environment, JOBS_WORKER: 'false' });
    const { url } = serving;
    const clientFor = (key: string) =>
      createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
    // The team's one member, whose hours the clients book, at the team's address.
    await clientFor(serviceKey).auth.admin.createUser({
      email: team,
      password: 'Legado#2025',
      email_confirm: true,
      app_metadata: { role: 'staff' },
    });
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const account = { email: `cliente-${n}@example.com`, password: 'Legado#2025' };
        await clientFor(serviceKey).auth.admin.createUser({ ...account, email_confirm: true });
        const { data } = await clientFor(anonKey).auth.signInWithPassword(account);
        return data.session!.access_token;
      }),
    );
    const slots = await freeSlots({ url }, tokens[0]!);
    for (const [n, token] of tokens.entries()) {
      for (const slot of [slots[2 * n]!, slots[2 * n + 1]!]) {
        const booked = await apiRequest({ url }, 'POST', '/bookings', token, { start: slot.start });
        expect(booked.status).toBe(201);
      }
    }
    serving.child.kill('SIGKILL');
    await serving.exited;

    const database = new SQLite(sqliteFile(dataDir), { readonly: true });
    const dueJobs = () =>
      database
        .prepare<[string], { id: string; status: string }>(
          "select id, status from jobs where kind = 'booking-notice' and run_at <= ? order by id",
        )
        .all(new Date().toISOString());
    try {
      // Twelve bookings, each told to the client now (the team's digests and the reminders are
      // for later).
      expect(dueJobs()).toHaveLength(12);
      const outbox = path.join(dataDir, 'outbox');

      // A worker stopped by SIGTERM as soon as it has sent something finishes the job in hand.
      // The same server again, on its port.
      const again = { ...environment, PORT: String(serving.port) };
      const interrupted = startServerProcess(again);
      await interrupted.ready;
      await vi.waitFor(async () => expect((await parsedOutbox(outbox)).length).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 5,
      });
      interrupted.child.kill('SIGTERM');
      expect(await interrupted.exited).toBe(0);
      expect(dueJobs().filter((job) => job.status === 'running')).toEqual([]);

      const restarted = startServerProcess(again);
      await restarted.ready;
      try {
        await vi.waitFor(
          () => expect(dueJobs().filter((job) => job.status !== 'done')).toEqual([]),
          { timeout: 20_000, interval: 20 },
        );
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }
      const counts = messagesPerJob(await parsedOutbox(outbox));
      expect([...counts.keys()].sort()).toEqual(dueJobs().map((job) => job.id));
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    } finally {
      database.close();
    }
  });
});

describe('two instances working one PostgreSQL jobs table', () => {
  let instances: RunningAuthServer[];

  beforeAll(async () => {
    instances = await startTwoInstancesOnOnePostgres({ JOBS_POLL_INTERVAL_MS: '10' });
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));

  it('sends each of many jobs exactly once, each taken by one of them', async () => {
    const jobs = Array.from({ length: 150 }, (_, n) => noticeJob(`cliente-${n}@example.com`));
    const { db } = instances[0]!.app.store;
    await db.insertInto('jobs').values(jobs).execute();

    await vi.waitFor(
      async () => {
        const open = await db
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', 'booking-notice')
          .where('status', '!=', 'done')
          .execute();
        expect(open).toEqual([]);
      },
      { timeout: 15_000, interval: 50 },
    );
    const outboxes = await Promise.all(
      instances.map((instance) => parsedOutbox(instance.outboxDir)),
    );
    const counts = messagesPerJob(outboxes.flat());
    expect([...counts.keys()].sort()).toEqual(jobs.map((job) => job.id).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    // Both took part: the claims raced, and none was taken twice.
    expect(outboxes.map((messages) => messages.length > 0)).toEqual([true, true]);
    const workers = await db
      .selectFrom('jobs')
      .select('claimed_by')
      .where('kind', '=', 'booking-notice')
      .distinct()
      .execute();
    expect(workers).toHaveLength(2);
  });

  it('takes over a job whose instance died once its lease has run out, and not before', async () => {
    const { db } = instances[0]!.app.store;
    const claimedByTheDead = { status: 'running' as const, claimed_by: 'gone:1:dead', attempts: 1 };
    const expired = {
      ...noticeJob('lease-vencido@example.com'),
      ...claimedByTheDead,
      locked_until: new Date(Date.now() - 1000).toISOString(),
    };
    const held = {
      ...noticeJob('lease-valido@example.com'),
      ...claimedByTheDead,
      locked_until: new Date(Date.now() + 3_600_000).toISOString(),
    };
    await db.insertInto('jobs').values([expired, held]).execute();
    const job = (id: string) =>
      db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await job(expired.id)).status).toBe('done'), {
      timeout: 10_000,
      interval: 20,
    });
    expect(await job(expired.id)).toMatchObject({ attempts: 2 });
    expect((await job(expired.id)).claimed_by).not.toBe('gone:1:dead');
    expect(await job(held.id)).toMatchObject({ status: 'running', claimed_by: 'gone:1:dead' });
  });
});

/** A pending job that e-mails a booking confirmation to `email`, as a booking would enqueue it. */
function noticeJob(email: string) {
  const now = new Date().toISOString();
  const payload: BookingNoticePayload = {
    event: 'confirmation',
    audience: 'client',
    booking: {
      id: crypto.randomUUID(),
      start_at: '2030-03-12T13:00:00.000Z',
      end_at: '2030-03-12T13:45:00.000Z',
      topic: null,
      notes: null,
      cancel_reason: null,
      sequence: 0,
    },
    previous_start: null,
    reminder: null,
    cancelled_by: null,
    client: { email, name: null },
  };
  return {
    id: crypto.randomUUID(),
    kind: 'booking-notice',
    payload: JSON.stringify(payload),
    dedupe_key: `booking:${payload.booking.id}:0:confirmation:client`,
    status: 'pending' as const,
    run_at: now,
    created_at: now,
  };
}
