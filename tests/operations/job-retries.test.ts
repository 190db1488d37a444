import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { runCli } from '../support/cli.ts';
import { startSmtpRelay } from '../support/smtp-relay.ts';

describe('a booking e-mail while the SMTP relay refuses', () => {
  let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
  let server: RunningAuthServer;

  beforeAll(async () => {
    relay = await startSmtpRelay();
    server = await startAuthServer('sqlite', {
      SMTP_URL: relay.url,
      TEAM_NOTIFY_EMAIL: 'equipe@legado.example',
      JOBS_POLL_INTERVAL_MS: '20',
      // Tries at 0, 0.5 and 1.5 s: long enough to see each state, short enough for the suite.
      JOBS_RETRY_BASE_SECONDS: '0.5',
      JOBS_MAX_ATTEMPTS: '3',
    });
    // The member of the team whose hours the clients book.
    await signedInAccount(server, { staff: true });
  });
  afterAll(async () => {
    await server?.close();
    await relay?.close();
  });

  /** Books a slot; the client's confirmation job, read from the jobs table. */
  async function bookingWithNotice() {
    const client = await signedInAccount(server);
    const slots = await freeSlots(server, client.token);
    const booked = await apiRequest(server, 'POST', '/bookings', client.token, {
      start: slots[0]!.start,
    });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const notice = server.app.store.db
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `booking:${id}:0:confirmation:client`);
    return { client, notice: () => notice.executeTakeFirstOrThrow() };
  }

  const receivedBy = (address: string) =>
    relay.received.filter((message) => message.to.includes(address));

  const eventually = <T>(check: () => Promise<T>) =>
    vi.waitFor(check, { timeout: 10_000, interval: 20 });

  it('is tried again later, with its error recorded, and sent once the relay is back', async () => {
    relay.state.refusing = true;
    const { client, notice } = await bookingWithNotice();
    const failed = await eventually(async () => {
      const job = await notice();
      expect(job).toMatchObject({ status: 'pending', claimed_by: null });
      expect(job.attempts).toBeGreaterThanOrEqual(1);
      expect(job.last_error).toMatch(/451|Relay em manutenção/);
      return job;
    });
    expect(Date.parse(failed.run_at)).toBeGreaterThan(Date.parse(failed.created_at));
    expect(receivedBy(client.email)).toEqual([]);

    relay.state.refusing = false;
    const sent = await eventually(async () => {
      const job = await notice();
      expect(job.status).toBe('done');
      return job;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(receivedBy(client.email)).toHaveLength(1);
  });

  it('fails for good after its last attempt, until the operator retries it', async () => {
    relay.state.refusing = true;
    const { client, notice } = await bookingWithNotice();
    const job = await eventually(async () => {
      const row = await notice();
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      return row;
    });
    expect(job.finished_at).not.toBeNull();

    const environment = { DATA_DIR: server.dataDir };
    const listed = await runCli(['jobs', 'list', '--status', 'failed'], { env: environment });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(job.id);
    expect(listed.stdout).toContain('Relay em manutenção');

    relay.state.refusing = false;
    const retried = await runCli(['jobs', 'retry', job.id], { env: environment });
    expect(retried.code).toBe(0);
    await eventually(async () => expect((await notice()).status).toBe('done'));
    expect(receivedBy(client.email)).toHaveLength(1);
  });
});
