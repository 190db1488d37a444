import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { storePlan } from '../support/plan-rows.ts';

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

  beforeAll(async () => {
    server = await startAuthServer('sqlite');
    staff = await signedInAccount(server, { staff: true });
    client = await signedInAccount(server);
    await api('PUT', '/profile', client.token, { full_name: 'Maria da Conceição' });
    const bookingId = await heldConversation();
    await storePlan(server.app.store.db, {
      clientId: client.id,
      hostId: staff.id,
      title: 'Do ego ao legado',
      stages: [
        {
          title: 'Diagnóstico',
          milestones: [
            {
              title: 'Entrevista de trajetória',
              status: 'done',
              due_date: '2026-03-16',
              evidence: [
                { kind: 'conversation', ref_id: bookingId, title: 'Conversa com a equipe' },
                { kind: 'decision', title: 'Começar pela sucessão' },
              ],
            },
            { title: 'Mapa de públicos', actor: 'team' },
          ],
        },
      ],
    });
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
      'Do ego ao legado',
      'Preparado para Maria da Conceição',
      'Etapa 1 · Diagnóstico',
      'Concluído · Prazo: 16/03/2026',
      'Conversa: Conversa com a equipe',
      'Decisão: Começar pela sucessão',
      recapSummary,
      'Reunir as cartas da família',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
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
    expect(await pdfText(response)).toContain('Entrevista de trajetória');
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
