import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../shared/plans.ts';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { samplePng } from '../support/material-files.ts';
import { createPlanTemplate, postPlanFile, startPlan } from '../support/plans.ts';

const privateWords = 'Hesita em passar a empresa ao filho.';
const recapSummary = 'Conversamos sobre a sucessão e o papel do conselho.';

async function pdfText(response: Response) {
  const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(document, { mergePages: true })).text;
}

describe('the plan dossier', () => {
  let server: RunningAuthServer;
  let staff: Awaited<ReturnType<typeof signedInAccount>>;
  let client: Awaited<ReturnType<typeof signedInAccount>>;
  let conversationTitle: string;

  const api = (method: string, path: string, token: string, body?: unknown) =>
    apiRequest(server, method, path, token, body);

  /** A conversation of the client's, held an hour ago, with a recap and private notes. */
  async function heldConversation() {
    const [slot] = await freeSlots(server, client.token);
    const booked = await api('POST', '/bookings', client.token, { start: slot!.start });
    const { id } = (await booked.json()) as { id: string };
    const start = Date.now() - 3_600_000;
    await server.app.store.db
      .updateTable('bookings')
      .set({
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 45 * 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const notes = await api('PUT', `/admin/bookings/${id}/notes`, staff.token, {
      private_notes: privateWords,
      recap: { summary: recapSummary, action_items: [{ text: 'Reunir as cartas da família' }] },
    });
    expect(notes.status).toBe(200);
    return id;
  }

  /** The client completes one of their milestones with what proves it. */
  async function complete(plan: Plan, title: string, evidence: unknown) {
    const milestone = plan.stages
      .flatMap((stage) => stage.milestones)
      .find((item) => item.title === title)!;
    const answer = await api('POST', `/plan/milestones/${milestone.id}/complete`, client.token, {
      evidence,
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Plan;
  }

  beforeAll(async () => {
    server = await startAuthServer('sqlite');
    staff = await signedInAccount(server, { staff: true });
    client = await signedInAccount(server);
    await api('PUT', '/profile', client.token, { full_name: 'Maria da Conceição' });
    const bookingId = await heldConversation();
    const template = await createPlanTemplate(server, staff.token);
    const started = await startPlan(server, staff.token, client.id, template.id);
    const withConversation = await complete(started, 'Primeira conversa', {
      kind: 'conversation',
      id: bookingId,
    });
    const file = await postPlanFile(server, client.token, {
      name: 'fotos-1968.png',
      bytes: samplePng(),
    });
    const { id: fileId } = (await file.json()) as { id: string };
    const done = await complete(withConversation, 'Enviar fotos de família', [
      { kind: 'file', id: fileId },
      { kind: 'decision', title: 'Começar pela sucessão' },
    ]);
    conversationTitle = done.stages[0]!.milestones[0]!.evidence[0]!.title;
  });
  afterAll(() => server?.close());

  it('hands the client their plan as a PDF: stages, statuses, evidence and the recap, never private notes', async () => {
    const response = await api('GET', '/plan/dossier.pdf', client.token);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="plano-de-legado-maria-da-conceicao.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(response);
    for (const expected of [
      'Legacy Assessment',
      'Preparado para Maria da Conceição',
      'Progresso geral: 50%',
      'Etapa 1 · Diagnóstico',
      'Etapa 2 · História contada',
      'Etapa 3 · Legado',
      'Primeira conversa',
      'Relatório do diagnóstico',
      'A fazer · Prazo:',
      'Quem age: Equipe',
      `• ${conversationTitle}`,
      '• Arquivo: fotos-1968.png',
      '• Decisão: Começar pela sucessão',
      'Resumos das conversas',
      recapSummary,
      'Reunir as cartas da família',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Página 1 de \d/);
    expect(text).not.toContain(privateWords);
  });

  it('answers 404 to a client without a plan, and 403 to a client at the team’s address', async () => {
    const other = await signedInAccount(server);

    expect((await api('GET', '/plan/dossier.pdf', other.token)).status).toBe(404);
    const team = await api('GET', `/admin/clients/${client.id}/plan/dossier.pdf`, other.token);
    expect(team.status).toBe(403);
  });

  it('limits each account’s dossiers to 20 in five minutes, saying when to try again', async () => {
    const other = await signedInAccount(server);
    const statuses = [];
    for (let asked = 0; asked < 21; asked++) {
      statuses.push((await api('GET', '/plan/dossier.pdf', other.token)).status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(404), 429]);
    const over = await api('GET', '/plan/dossier.pdf', other.token);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('hands the team a client’s dossier and records who downloaded it', async () => {
    const response = await api('GET', `/admin/clients/${client.id}/plan/dossier.pdf`, staff.token);

    expect(response.status).toBe(200);
    expect(await pdfText(response)).toContain('Enviar fotos de família');
    const entries = await server.app.store.db
      .selectFrom('audit_log')
      .select(['user_id', 'actor_id'])
      .where('action', '=', 'plan_dossier_downloaded')
      .execute();
    expect(entries).toEqual([{ user_id: client.id, actor_id: staff.id }]);
    const missing = `/admin/clients/${crypto.randomUUID()}/plan/dossier.pdf`;
    expect((await api('GET', missing, staff.token)).status).toBe(404);
  });
});
