import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { jobsDueNow, jobsOfKind, waitForJobsToSettle } from '../support/job-queue.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { createPlanTemplate, startPlan } from '../support/plans.ts';

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
/** A day three days ago, as the team counts days (the agenda's default zone). */
const lateDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  daysAgo(3),
);
const ptBrDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', dateStyle: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );

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
    const { id: templateId } = await createPlanTemplate(first, host.token);
    // Led by the member who starts it; then nothing moves for 20 days, the first milestone past
    // its due day and the team's report in progress.
    const plan = await startPlan(first, host.token, clientId, templateId);
    const db = first.app.store.db;
    await db
      .updateTable('plans')
      .set({ moved_at: daysAgo(20).toISOString() })
      .where('id', '=', plan.id)
      .execute();
    const milestone = (title: string) =>
      db.updateTable('plan_milestones').where('plan_id', '=', plan.id).where('title', '=', title);
    await milestone('Primeira conversa').set({ due_date: lateDay }).execute();
    await milestone('Relatório do diagnóstico').set({ status: 'doing' }).execute();
    // Started today: not stalled, so its host hears nothing.
    const busy = await signedInAccount(first);
    await startPlan(first, idleHost.token, busy.id, templateId);
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
    expect(text).toContain('Maria da Conceição — Legacy Assessment');
    expect(text).toContain('Nada se move neste plano há 20 dias.');
    expect(text).toContain(`• Primeira conversa — A fazer, prazo ${ptBrDay(lateDay)} (atrasado)`);
    expect(text).toMatch(/• Relatório do diagnóstico — Em andamento, prazo \d\d\/\d\d\/\d{4}\n/);
    expect(text).not.toContain('Enviar fotos de família');
    expect(text).not.toContain('Carta aos herdeiros');
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
