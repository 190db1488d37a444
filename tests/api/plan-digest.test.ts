import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { jobsDueNow, jobsOfKind, waitForJobsToSettle } from '../support/job-queue.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { storePlan } from '../support/plan-rows.ts';

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
const dayFromNow = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);

describe('the weekly digest of stalled plans', () => {
  let first: RunningAuthServer;
  let second: RunningAuthServer;
  let host: Awaited<ReturnType<typeof signedInAccount>>;
  let idleHost: Awaited<ReturnType<typeof signedInAccount>>;
  let clientId: string;

  beforeAll(async () => {
    first = await startAuthServer('sqlite', { JOBS_POLL_INTERVAL_MS: '20' });
    // A second instance on the same store, behind the same address: it schedules the same week
    // as it starts.
    second = await startAuthServer('sqlite', {
      DATA_DIR: first.dataDir,
      SITE_URL: first.url,
      JOBS_POLL_INTERVAL_MS: '20',
    });
    host = await signedInAccount(first, { staff: true });
    idleHost = await signedInAccount(first, { staff: true });
    const client = await signedInAccount(first);
    clientId = client.id;
    await apiRequest(first, 'PUT', '/profile', client.token, { full_name: 'Maria da Conceição' });
    const db = first.app.store.db;
    await storePlan(db, {
      clientId,
      hostId: host.id,
      title: 'Do ego ao legado',
      movedAt: daysAgo(20),
      stages: [
        {
          title: 'Diagnóstico',
          milestones: [
            { title: 'Entrevista de trajetória', status: 'done' },
            { title: 'Acervo da família', due_date: dayFromNow(-3) },
            { title: 'Carta de princípios', due_date: dayFromNow(30) },
            { title: 'Mapa de públicos', status: 'doing', actor: 'team' },
          ],
        },
      ],
    });
    // Moved today: not stalled, so its host hears nothing.
    const busy = await signedInAccount(first);
    await storePlan(db, {
      clientId: busy.id,
      hostId: idleHost.id,
      title: 'Legacy Studios',
      stages: [{ title: 'Roteiro', milestones: [{ title: 'Primeira entrevista' }] }],
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const digests = async () =>
    (await parsedOutbox(first.outboxDir)).filter((mail) => mail.subject?.includes('parado'));

  it('sends each host, once a week however many instances, the stalled milestones of the plans they lead', async () => {
    const db = first.app.store.db;
    const scheduled = await jobsOfKind(db, 'plan-weekly-digest');
    expect(scheduled).toHaveLength(1);
    const runAt = new Date(scheduled[0]!.run_at);
    expect(runAt.getTime()).toBeGreaterThan(Date.now());
    // Monday at 08:00 in the team's time zone (the agenda's default).
    const teamClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(teamClock.format(runAt)).toBe('Monday 08:00');
    expect(scheduled[0]!.dedupe_key).toBe(
      `plan-weekly-digest:${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(runAt)}`,
    );

    await jobsDueNow(db, 'plan-weekly-digest');
    await waitForJobsToSettle(db);

    const [mail, ...others] = await digests();
    expect(others).toEqual([]);
    expect(recipientsOf(mail!)).toEqual([host.email]);
    expect(mail!.subject).toBe('2 marcos parados nos seus planos — Legacy');
    const text = mail!.text!;
    expect(text).toContain('Maria da Conceição — Do ego ao legado');
    expect(text).toContain('Nada se move neste plano há 20 dias.');
    const late = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', dateStyle: 'short' }).format(
      new Date(`${dayFromNow(-3)}T00:00:00Z`),
    );
    expect(text).toContain(`• Acervo da família — A fazer, prazo ${late} (atrasado)`);
    expect(text).toContain('• Mapa de públicos — Em andamento, sem prazo');
    expect(text).not.toContain('Carta de princípios');
    expect(text).not.toContain('Entrevista de trajetória');
    expect(text).toContain(`${first.url}/admin/clientes/${clientId}`);

    // Its worker died after sending, before it marked the run done: another claims it once its
    // lease runs out, and runs the week again. Nothing is sent twice.
    await db
      .updateTable('jobs')
      .set({
        status: 'running',
        payload: scheduled[0]!.payload,
        locked_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where('id', '=', scheduled[0]!.id)
      .execute();
    await waitForJobsToSettle(db);
    expect(await digests()).toHaveLength(1);
    const weeks = await jobsOfKind(db, 'plan-weekly-digest');
    expect(weeks.map((job) => job.status).sort()).toEqual(['done', 'pending']);
  });
});
