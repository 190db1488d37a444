import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanInput, Plan, PlanList } from '../../shared/plans.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { samplePng } from '../support/material-files.ts';
import { createPlanTemplate, postPlanFile, startPlan } from '../support/plans.ts';
import { rowCounts } from '../support/row-counts.ts';

type Account = Awaited<ReturnType<typeof signedInAccount>>;

const planTables = [
  'plans',
  'plan_stages',
  'plan_milestones',
  'plan_evidence',
  'plan_files',
  'plan_file_chunks',
] as const;

const json = async <T>(response: Response) => {
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
};

/** The team's day, as the default agenda counts it, `weeks` weeks from now. */
const teamDay = (weeks = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + weeks * 7 * 86_400_000),
  );

/** The plan as the team sends it back whole (`PUT`): ids kept, evidence by reference. */
function asInput(plan: Plan): PlanInput {
  return {
    title: plan.title,
    stages: plan.stages.map((stage) => ({
      id: stage.id,
      title: stage.title,
      milestones: stage.milestones.map(({ completed_at: _, evidence, ...milestone }) => ({
        ...milestone,
        evidence: evidence.map((item) =>
          item.kind === 'decision'
            ? { kind: item.kind, title: item.title }
            : { kind: item.kind, id: item.id },
        ),
      })),
    })),
  };
}

const milestonesOf = (plan: Plan) => plan.stages.flatMap((stage) => stage.milestones);

describe.each(backends)('the legacy plan on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Account;
  let templateId: string;
  const db = () => server.app.store.db;
  const teamPlan = (clientId: string) => `/admin/clients/${clientId}/plan`;

  beforeAll(async () => {
    server = await startAuthServer(backend, { MATERIAL_MAX_BYTES: String(256 * 1024) });
    staff = await signedInAccount(server, { staff: true });
    templateId = (await createPlanTemplate(server, staff.token)).id;
  });
  afterAll(() => server?.close());

  /** A client with the three-stage plan started for them. */
  async function clientWithPlan() {
    const client = await signedInAccount(server);
    const plan = await startPlan(server, staff.token, client.id, templateId);
    return { client, plan };
  }

  const completion = (token: string, id: string, evidence?: unknown) =>
    apiRequest(server, 'POST', `/plan/milestones/${id}/complete`, token, { evidence });

  it('starts a template of three stages for a client, due the template weeks after today', async () => {
    const { client, plan } = await clientWithPlan();
    expect(plan).toMatchObject({
      title: 'Legacy Assessment',
      template_id: templateId,
      host: { id: staff.id },
      progress: 0,
    });
    expect(plan.stages.map((stage) => [stage.title, stage.progress])).toEqual([
      ['Diagnóstico', 0],
      ['História contada', 0],
      ['Legado', 0],
    ]);
    expect(
      milestonesOf(plan).map((item) => [item.title, item.actor, item.due_date, item.status]),
    ).toEqual([
      ['Primeira conversa', 'client', teamDay(0), 'todo'],
      ['Relatório do diagnóstico', 'team', teamDay(2), 'todo'],
      ['Enviar fotos de família', 'client', teamDay(4), 'todo'],
      ['Carta aos herdeiros', 'client', null, 'todo'],
    ]);
    expect(await json<Plan>(await apiRequest(server, 'GET', '/plan', client.token))).toEqual(plan);

    const again = await apiRequest(server, 'POST', teamPlan(client.id), staff.token, {
      template_id: templateId,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'plan_exists' });
    const twin = await signedInAccount(server);
    const twoAtOnce = await Promise.all(
      [1, 2].map(() =>
        apiRequest(server, 'POST', teamPlan(twin.id), staff.token, { template_id: templateId }),
      ),
    );
    expect(twoAtOnce.map((response) => response.status).sort()).toEqual([201, 409]);
    const unknownTemplate = await apiRequest(server, 'POST', teamPlan(client.id), staff.token, {
      template_id: crypto.randomUUID(),
    });
    expect(unknownTemplate.status).toBe(404);
    const forStaff = await apiRequest(server, 'POST', teamPlan(staff.id), staff.token, {
      template_id: templateId,
    });
    expect(forStaff.status).toBe(404);
    const started = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('user_id', '=', client.id)
      .execute();
    expect(started).toContainEqual({ action: 'plan_started', actor_id: staff.id });
  });

  it("reshapes one client's plan: ids kept, a milestone added, one removed", async () => {
    const { client, plan } = await clientWithPlan();
    const input = asInput(plan);
    const [first, second, third] = input.stages;
    second!.milestones.push({
      title: 'Gravar o depoimento',
      actor: 'client',
      due_date: '2027-03-01',
    });
    third!.milestones = [{ title: 'Carta revisada', actor: 'team', status: 'doing' }];
    first!.milestones[1]!.status = 'done';
    first!.title = 'Diagnóstico do legado';
    const response = await apiRequest(server, 'PUT', teamPlan(client.id), staff.token, input);
    expect(response.status).toBe(200);
    const reshaped = await json<Plan>(response);
    expect(reshaped.stages.map((stage) => stage.id)).toEqual(plan.stages.map((stage) => stage.id));
    expect(reshaped.stages[0]).toMatchObject({ title: 'Diagnóstico do legado', progress: 50 });
    const before = milestonesOf(plan);
    const after = milestonesOf(reshaped);
    expect(after.slice(0, 3).map((item) => item.id)).toEqual(
      before.slice(0, 3).map((item) => item.id),
    );
    expect(after[1]!.completed_at).not.toBeNull();
    expect(after[3]).toMatchObject({ title: 'Gravar o depoimento', due_date: '2027-03-01' });
    expect(after[4]).toMatchObject({ title: 'Carta revisada', actor: 'team', status: 'doing' });
    expect(after.map((item) => item.id)).not.toContain(before[3]!.id);
    expect(reshaped.progress).toBe(20);
    expect(reshaped.updated_at > plan.updated_at).toBe(true);

    const counts = await rowCounts(db(), planTables);
    const foreign = asInput(reshaped);
    foreign.stages[0]!.milestones[0]!.id = crypto.randomUUID();
    foreign.title = 'Outro título';
    const refused = await apiRequest(server, 'PUT', teamPlan(client.id), staff.token, foreign);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'plan_item_unknown',
      field: 'stages.0.milestones.0.id',
    });
    const notMember = await apiRequest(server, 'PUT', teamPlan(client.id), staff.token, {
      ...asInput(reshaped),
      host_id: client.id,
    });
    expect(notMember.status).toBe(400);
    expect(await rowCounts(db(), planTables)).toEqual(counts);
    const unchanged = await json<Plan>(
      await apiRequest(server, 'GET', teamPlan(client.id), staff.token),
    );
    expect(unchanged.title).toBe('Legacy Assessment');

    const ended = await apiRequest(server, 'DELETE', teamPlan(client.id), staff.token);
    expect(ended.status).toBe(204);
    expect(await json(await apiRequest(server, 'GET', '/plan', client.token))).toBeNull();
    const endings = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('user_id', '=', client.id)
      .where('action', '=', 'plan_ended')
      .execute();
    expect(endings).toEqual([{ action: 'plan_ended', actor_id: staff.id }]);
  });

  it('changes and deletes a template in use, the plans keeping their copy', async () => {
    const template = await createPlanTemplate(server, staff.token);
    const client = await signedInAccount(server);
    const plan = await startPlan(server, staff.token, client.id, template.id);
    const changed = await apiRequest(
      server,
      'PUT',
      `/admin/plan-templates/${template.id}`,
      staff.token,
      {
        title: 'Studios',
        stages: [
          { title: 'Roteiro', milestones: [{ title: 'Aprovar o roteiro', actor: 'client' }] },
        ],
      },
    );
    expect(await changed.json()).toMatchObject({
      title: 'Studios',
      stages: [{ title: 'Roteiro' }],
    });
    const deleted = await apiRequest(
      server,
      'DELETE',
      `/admin/plan-templates/${template.id}`,
      staff.token,
    );
    expect(deleted.status).toBe(204);
    const listed = await json<{ id: string }[]>(
      await apiRequest(server, 'GET', '/admin/plan-templates', staff.token),
    );
    expect(listed.map((item) => item.id)).not.toContain(template.id);
    const kept = await json<Plan>(await apiRequest(server, 'GET', '/plan', client.token));
    expect(kept).toEqual({ ...plan, template_id: null });
  });

  it('lets the client complete their milestones with a conversation and a file they sent', async () => {
    const { client, plan } = await clientWithPlan();
    const [conversation, report, photos] = milestonesOf(plan);

    const missing = await completion(client.token, conversation!.id);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      code: 'evidence_required',
      message: 'Anexe o que comprova este marco para concluí-lo.',
    });
    const teams = await completion(client.token, report!.id);
    expect(teams.status).toBe(403);
    expect(await teams.json()).toMatchObject({ code: 'forbidden' });

    const [slot] = await freeSlots(server, client.token);
    const booked = await apiRequest(server, 'POST', '/bookings', client.token, {
      start: slot!.start,
    });
    const booking = await json<{ id: string }>(booked);
    const done = await completion(client.token, conversation!.id, {
      kind: 'conversation',
      id: booking.id,
    });
    expect(done.status).toBe(200);
    const afterConversation = await json<Plan>(done);
    expect(afterConversation.progress).toBe(25);
    expect(afterConversation.stages[0]!.progress).toBe(50);
    expect(afterConversation.stages[0]!.milestones[0]).toMatchObject({
      status: 'done',
      evidence: [
        { kind: 'conversation', id: booking.id, title: expect.stringMatching(/^Conversa de /) },
      ],
    });

    const again = await json<Plan>(
      await completion(client.token, conversation!.id, {
        kind: 'decision',
        title: 'Valeu a conversa.',
      }),
    );
    expect(again.stages[0]!.milestones[0]).toMatchObject({
      completed_at: afterConversation.stages[0]!.milestones[0]!.completed_at,
      evidence: [{ kind: 'conversation' }, { kind: 'decision', title: 'Valeu a conversa.' }],
    });

    const png = samplePng();
    const uploaded = await postPlanFile(server, client.token, { name: 'familia.png', bytes: png });
    expect(uploaded.status).toBe(201);
    const file = await json<{ id: string; file_name: string }>(uploaded);
    expect(file).toMatchObject({
      file_name: 'familia.png',
      content_type: 'image/png',
      size: png.length,
    });
    const withFile = await json<Plan>(
      await completion(client.token, photos!.id, [
        { kind: 'file', id: file.id },
        { kind: 'decision', title: 'Só as fotos dos avós.' },
      ]),
    );
    expect(withFile.progress).toBe(50);
    expect(
      withFile.stages[1]!.milestones[0]!.evidence.map((item) => [item.kind, item.title]),
    ).toEqual([
      ['file', 'familia.png'],
      ['decision', 'Só as fotos dos avós.'],
    ]);

    const resaved = await apiRequest(
      server,
      'PUT',
      teamPlan(client.id),
      staff.token,
      asInput(withFile),
    );
    const kept = await json<Plan>(resaved);
    expect(kept.stages.map((stage) => stage.milestones)).toEqual(
      withFile.stages.map((stage) => stage.milestones),
    );

    const other = await signedInAccount(server);
    const [otherSlot] = await freeSlots(server, other.token);
    const theirs = await json<{ id: string }>(
      await apiRequest(server, 'POST', '/bookings', other.token, { start: otherSlot!.start }),
    );
    const notTheirs = await completion(client.token, conversation!.id, {
      kind: 'conversation',
      id: theirs.id,
    });
    expect(notTheirs.status).toBe(422);
    expect(await notTheirs.json()).toMatchObject({
      code: 'evidence_not_found',
      field: 'evidence.0.id',
    });

    const mine = await fetch(`${server.url}/api/v1/plan/files/${file.id}?download=1`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(Buffer.from(await mine.arrayBuffer()).equals(png)).toBe(true);
    const link = await json<{ url: string }>(
      await apiRequest(server, 'POST', `${teamPlan(client.id)}/files/${file.id}/link`, staff.token),
    );
    const byTeam = await fetch(`${server.url}${link.url}`);
    expect(byTeam.status).toBe(200);
    expect(byTeam.headers.get('content-type')).toBe('image/png');
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('user_id', '=', client.id)
      .where('action', 'like', 'plan_%')
      .orderBy('created_at')
      .execute();
    expect(audited).toEqual([
      { action: 'plan_started', actor_id: staff.id },
      { action: 'plan_milestone_completed', actor_id: null },
      { action: 'plan_milestone_completed', actor_id: null },
      { action: 'plan_file_uploaded', actor_id: null },
      { action: 'plan_milestone_completed', actor_id: null },
      { action: 'plan_changed', actor_id: staff.id },
      { action: 'plan_file_opened', actor_id: staff.id },
    ]);
  });

  it("lists every client's plan, the stalled and late first, and only those on asking", async () => {
    const { client: quiet, plan } = await clientWithPlan();
    const { client: busy } = await clientWithPlan();
    const settings = await apiRequest(server, 'PUT', '/admin/plan-settings', staff.token, {
      stalled_days: 5,
    });
    expect(await settings.json()).toEqual({ stalled_days: 5 });
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await db()
      .updateTable('plans')
      .set({ moved_at: sixDaysAgo })
      .where('id', '=', plan.id)
      .execute();

    const stalled = await json<PlanList>(
      await apiRequest(server, 'GET', '/admin/plans?stalled=true', staff.token),
    );
    expect(stalled.stalled_days).toBe(5);
    const quietRow = stalled.plans.find((row) => row.client.id === quiet.id);
    expect(quietRow).toMatchObject({
      stalled: true,
      late: 0,
      plan: { id: plan.id, progress: 0 },
      host: { id: staff.id },
      next: { title: 'Primeira conversa', actor: 'client', due_date: teamDay(0) },
    });
    expect(stalled.plans.map((row) => row.client.id)).not.toContain(busy.id);
    const all = await json<PlanList>(await apiRequest(server, 'GET', '/admin/plans', staff.token));
    const order = all.plans.map((row) => row.client.id);
    expect(order.indexOf(quiet.id)).toBeLessThan(order.indexOf(busy.id));
    const found = await json<PlanList>(
      await apiRequest(
        server,
        'GET',
        `/admin/plans?query=${encodeURIComponent(busy.email)}`,
        staff.token,
      ),
    );
    expect(found.plans.map((row) => row.client.id)).toEqual([busy.id]);
    const onesRow = await json<PlanList>(
      await apiRequest(server, 'GET', `/admin/plans?client=${quiet.id}`, staff.token),
    );
    expect(onesRow.plans.map((row) => row.client.id)).toEqual([quiet.id]);
    expect(await json(await apiRequest(server, 'GET', teamPlan(quiet.id), staff.token))).toEqual(
      expect.objectContaining({ id: plan.id }),
    );
    await apiRequest(server, 'PUT', '/admin/plan-settings', staff.token, { stalled_days: 14 });
  });

  it("gives another client nothing of a plan under any id, and the team's routes not at all", async () => {
    const { client, plan } = await clientWithPlan();
    const file = await json<{ id: string }>(
      await postPlanFile(server, staff.token, { name: 'ata.png', bytes: samplePng() }, client.id),
    );
    const tooLarge = await postPlanFile(server, client.token, {
      name: 'grande.png',
      bytes: Buffer.concat([samplePng(), Buffer.alloc(400 * 1024)]),
    });
    expect(tooLarge.status).toBe(413);
    const stranger = await signedInAccount(server);
    const milestone = milestonesOf(plan)[0]!;
    expect(await json(await apiRequest(server, 'GET', '/plan', stranger.token))).toBeNull();
    expect(
      await json(await apiRequest(server, 'GET', teamPlan(stranger.id), staff.token)),
    ).toBeNull();
    expect(
      (await postPlanFile(server, stranger.token, { name: 'x.png', bytes: samplePng() })).status,
    ).toBe(404);

    await startPlan(server, staff.token, stranger.id, templateId);
    const attempts = [
      await completion(stranger.token, milestone.id, { kind: 'decision', title: 'Feito.' }),
      await completion(stranger.token, milestone.id, { kind: 'file', id: file.id }),
      await apiRequest(server, 'GET', `/plan/files/${file.id}`, stranger.token),
      await apiRequest(server, 'POST', `/plan/files/${file.id}/link`, stranger.token),
    ];
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    const own = await json<Plan>(await apiRequest(server, 'GET', '/plan', stranger.token));
    expect(own.id).not.toBe(plan.id);
    const ownFirst = milestonesOf(own)[0]!;
    const withForeignFile = await completion(stranger.token, ownFirst.id, {
      kind: 'file',
      id: file.id,
    });
    expect(withForeignFile.status).toBe(422);
    for (const [method, path] of [
      ['GET', teamPlan(client.id)],
      ['GET', '/admin/plans'],
      ['GET', '/admin/plan-templates'],
      ['PUT', teamPlan(client.id)],
    ] as const) {
      const response = await apiRequest(
        server,
        method,
        path,
        stranger.token,
        method === 'PUT' ? asInput(plan) : undefined,
      );
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const untouched = await json<Plan>(
      await apiRequest(server, 'GET', teamPlan(client.id), staff.token),
    );
    expect(milestonesOf(untouched)[0]).toMatchObject({ status: 'todo', evidence: [] });
  });

  it('hands the plan over in the export, and lets it go with the account', async () => {
    const { client, plan } = await clientWithPlan();
    const first = milestonesOf(plan)[0]!;
    await completion(client.token, first.id, {
      kind: 'decision',
      title: 'Começamos pelo diagnóstico.',
    });
    await postPlanFile(server, client.token, { name: 'retrato.png', bytes: samplePng() });
    const exported = await json<{ plan: Plan & { files: { file_name: string }[] } }>(
      await apiRequest(server, 'GET', '/me/export', client.token),
    );
    expect(exported.plan).toMatchObject({
      id: plan.id,
      stages: [
        {
          milestones: [
            { evidence: [{ kind: 'decision', title: 'Começamos pelo diagnóstico.' }] },
            {},
          ],
        },
        {},
        {},
      ],
      files: [{ file_name: 'retrato.png' }],
    });

    const deleted = await apiRequest(server, 'DELETE', '/me', client.token, {
      password: client.password,
    });
    expect(deleted.status).toBe(204);
    const left = await db()
      .selectFrom('plans')
      .select('id')
      .where('client_id', '=', client.id)
      .execute();
    expect(left).toEqual([]);
    for (const table of ['plan_stages', 'plan_milestones', 'plan_files'] as const) {
      const rows = await db()
        .selectFrom(table)
        .select('plan_id')
        .where('plan_id', '=', plan.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const evidence = await db()
      .selectFrom('plan_evidence')
      .select('id')
      .where('milestone_id', '=', first.id)
      .execute();
    expect(evidence).toEqual([]);
  });
});
