import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { rowCounts } from '../support/row-counts.ts';

const questions = [
  { id: 'empresa', kind: 'short_text', label: 'Qual é a empresa da família?', required: true },
  {
    id: 'momento',
    kind: 'single_choice',
    label: 'Em que momento está a sucessão?',
    required: true,
    options: ['Começando', 'Em andamento', 'Concluída'],
  },
  {
    id: 'temas',
    kind: 'multiple_choice',
    label: 'Que temas quer tratar?',
    required: false,
    options: ['Governança', 'Patrimônio', 'Legado'],
  },
  { id: 'contexto', kind: 'long_text', label: 'Conte o contexto.', required: false },
];

const answers = {
  empresa: '  Souza Participações ',
  momento: 'Em andamento',
  temas: ['Legado', 'Governança'],
};

describe.each(backends)('the intake on %s', (backend) => {
  let server: RunningAuthServer;
  let staffToken: string;
  const api = (method: string, path: string, token: string, body?: unknown) =>
    apiRequest(server, method, path, token, body);

  beforeAll(async () => {
    server = await startAuthServer(backend);
    staffToken = (await signedInAccount(server, { staff: true })).token;
  });
  afterAll(() => server?.close());

  it('lets the team set the questions, audited with who did it, and versions every save', async () => {
    const empty = await api('GET', '/admin/intake', staffToken);
    expect(await empty.json()).toEqual({ version: 0, questions: [], updated_at: null });

    const saved = await api('PUT', '/admin/intake', staffToken, { questions });
    expect(saved.status).toBe(200);
    const form = (await saved.json()) as { version: number; questions: unknown[] };
    expect(form.version).toBe(1);
    expect(form.questions[0]).toEqual({ ...questions[0], options: [] });
    expect(await (await api('GET', '/admin/intake', staffToken)).json()).toEqual(form);

    const audit = await api('GET', '/admin/audit?action=intake_questions_changed', staffToken);
    const { entries } = (await audit.json()) as { entries: { actor: { id: string } | null }[] };
    expect(entries[0]?.actor).not.toBeNull();
  });

  it('refuses a bad question set with the field and a pt-BR message, and keeps the one saved', async () => {
    await api('PUT', '/admin/intake', staffToken, { questions });
    const before = await (await api('GET', '/admin/intake', staffToken)).json();
    const cases: [unknown, string, RegExp][] = [
      [[...questions, { ...questions[0] }], 'questions.4.id', /mesmo identificador/],
      [[{ ...questions[1], options: ['Só uma'] }], 'questions.0.options', /duas opções/],
      [[{ ...questions[1], options: ['A', 'A'] }], 'questions.0.options', /mesmo texto/],
      [[{ ...questions[0], label: 'x'.repeat(201) }], 'questions.0.label', /no máximo 200/],
      [[{ ...questions[0], kind: 'data' }], 'questions.0.kind', /tipo/],
    ];
    for (const [list, field, message] of cases) {
      const refused = await api('PUT', '/admin/intake', staffToken, { questions: list });
      expect(refused.status, field).toBe(400);
      const answer = (await refused.json()) as { code: string; message: string; field?: string };
      expect(answer).toMatchObject({ code: 'validation_failed', field });
      expect(answer.message).toMatch(message);
    }
    const tooMany = Array.from({ length: 31 }, (_, index) => ({
      ...questions[0],
      id: `q${index}`,
    }));
    const refused = await api('PUT', '/admin/intake', staffToken, { questions: tooMany });
    expect(await refused.json()).toMatchObject({ message: 'Use no máximo 30 perguntas.' });
    expect(await (await api('GET', '/admin/intake', staffToken)).json()).toEqual(before);
  });

  it('holds the first booking until the client answers, then books', async () => {
    await api('PUT', '/admin/intake', staffToken, { questions });
    const client = await signedInAccount(server);
    // The team's questions are not the client's to read or write.
    expect((await api('GET', '/admin/intake', client.token)).status).toBe(403);
    const write = await api('PUT', '/admin/intake', client.token, { questions: [] });
    expect(await write.json()).toMatchObject({ code: 'forbidden' });
    const form = (await (await api('GET', '/admin/intake', staffToken)).json()) as {
      questions: unknown[];
    };
    expect(form.questions).toHaveLength(questions.length);

    const [slot] = await freeSlots(server, client.token);

    const owed = await api('GET', '/intake', client.token);
    expect(await owed.json()).toMatchObject({ answers: {}, completed: false, owed: true });
    const held = await api('POST', '/bookings', client.token, { start: slot!.start });
    expect(held.status).toBe(422);
    expect(await held.json()).toMatchObject({
      code: 'intake_required',
      message: expect.stringMatching(/primeira conversa/),
    });

    const saved = await api('PUT', '/intake', client.token, answers);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      answers: {
        empresa: 'Souza Participações',
        momento: 'Em andamento',
        temas: ['Governança', 'Legado'],
      },
      completed: true,
      owed: false,
    });
    expect((await api('POST', '/bookings', client.token, { start: slot!.start })).status).toBe(201);
  });

  it('refuses bad answers with the question and a pt-BR message, and changes nothing', async () => {
    await api('PUT', '/admin/intake', staffToken, { questions });
    const client = await signedInAccount(server);
    await api('PUT', '/intake', client.token, answers);
    const before = await rowCounts(server.app.store.db, ['audit_log', 'intake_answers']);
    const cases: [unknown, string | undefined, RegExp][] = [
      [{ ...answers, empresa: '  ' }, 'empresa', /Responda a esta pergunta/],
      [{ momento: 'Em andamento' }, 'empresa', /Responda a esta pergunta/],
      [{ ...answers, momento: 'Talvez' }, 'momento', /uma das opções/],
      [{ ...answers, temas: ['Outro'] }, 'temas.0', /entre as opções/],
      [{ ...answers, empresa: 'x'.repeat(201) }, 'empresa', /no máximo 200/],
      [{ ...answers, contexto: 'x'.repeat(4001) }, 'contexto', /no máximo 4000/],
      [{ ...answers, idade: '50' }, undefined, /Pergunta desconhecida: idade/],
      [['lista'], undefined, /respostas/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await api('PUT', '/intake', client.token, body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = (await refused.json()) as { code: string; message: string; field?: string };
      expect(answer.code).toBe('validation_failed');
      expect(answer.field).toBe(field);
      expect(answer.message).toMatch(message);
    }
    expect(await rowCounts(server.app.store.db, ['audit_log', 'intake_answers'])).toEqual(before);
    const kept = (await (await api('GET', '/intake', client.token)).json()) as {
      answers: Record<string, unknown>;
    };
    expect(kept.answers.empresa).toBe('Souza Participações');
  });

  it("shows the answers on the client's page and in the export, removed questions marked, until the account goes", async () => {
    await api('PUT', '/admin/intake', staffToken, { questions });
    const client = await signedInAccount(server);
    await api('PUT', '/intake', client.token, { ...answers, contexto: 'Três gerações.' });
    // The team drops a question and renames another: the answers stay readable.
    const [empresa, momento, , contexto] = questions;
    await api('PUT', '/admin/intake', staffToken, {
      questions: [{ ...empresa, label: 'Empresa' }, momento, contexto],
    });

    const page = await api('GET', `/admin/clients/${client.id}/intake`, staffToken);
    expect(page.status).toBe(200);
    const { entries } = (await page.json()) as { entries: unknown[] };
    expect(entries).toEqual([
      { question_id: 'empresa', label: 'Empresa', answer: 'Souza Participações', removed: false },
      { question_id: 'momento', label: momento!.label, answer: 'Em andamento', removed: false },
      { question_id: 'contexto', label: contexto!.label, answer: 'Três gerações.', removed: false },
      {
        question_id: 'temas',
        label: 'Que temas quer tratar?',
        answer: ['Governança', 'Legado'],
        removed: true,
      },
    ]);
    const exported = (await (await api('GET', '/me/export', client.token)).json()) as {
      intake: { entries: unknown[] };
    };
    expect(exported.intake.entries).toEqual(entries);

    const mine = (await (await api('GET', '/intake', client.token)).json()) as {
      answers: Record<string, unknown>;
    };
    expect(Object.keys(mine.answers).sort()).toEqual(['contexto', 'empresa', 'momento']);

    // They go with the account.
    const stored = () =>
      server.app.store.db
        .selectFrom('intake_answers')
        .select('user_id')
        .where('user_id', '=', client.id)
        .execute();
    expect(await stored()).toHaveLength(1);
    expect((await api('DELETE', '/me', client.token, { password: client.password })).status).toBe(
      204,
    );
    expect(await stored()).toEqual([]);
  });
});
