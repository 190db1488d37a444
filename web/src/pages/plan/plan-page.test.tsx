import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { bookingAnswer } from '../../testing/agenda-answers.ts';
import { requestsTo } from '../../testing/open-site.tsx';
import { milestoneAnswer, planAnswer, stageAnswer } from '../../testing/client-plan-answers.ts';
import { renderClientArea } from '../../testing/render-client-area.tsx';

let server: FakeAuthServer;
/** The files the page handed to the browser's downloads, by name. */
let savedFiles: string[];

beforeEach(() => {
  server = fakeAuthServer();
  savedFiles = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => 'blob:http://site.test/arquivo',
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedFiles.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const interview = milestoneAnswer({
  id: 'marco-1',
  title: 'Entrevista de diagnóstico',
  actor: 'team',
  status: 'done',
  due_date: '2020-01-10',
  evidence: [
    {
      kind: 'conversation',
      id: 'reserva-1',
      title: 'Conversa de 3 de março de 2026 com Marina Alves',
      added_at: '2026-03-03T14:00:00Z',
    },
    { kind: 'decision', title: 'Priorizar a sucessão familiar.', added_at: '2026-03-03T14:00:00Z' },
  ],
});
const biography = milestoneAnswer({
  id: 'marco-2',
  title: 'Enviar a biografia',
  due_date: '2020-02-01',
  needs_evidence: true,
  evidence: [
    { kind: 'file', id: 'arquivo-1', title: 'biografia.pdf', added_at: '2026-03-04T10:00:00Z' },
    {
      kind: 'material',
      id: 'guia',
      title: 'Guia da sucessão familiar',
      added_at: '2026-03-04T10:00:00Z',
    },
  ],
});
const script = milestoneAnswer({
  id: 'marco-3',
  title: 'Roteiro do documentário',
  actor: 'team',
  status: 'doing',
  due_date: '2099-03-15',
});
const plan = (second = biography) =>
  planAnswer([stageAnswer('Diagnóstico', [interview, second]), stageAnswer('Narrativa', [script])]);

const milestone = (title: string) =>
  screen.getByRole('heading', { level: 4, name: title }).closest('li')!;
const completeButton = (title: string) =>
  within(milestone(title)).queryByRole('button', { name: `Concluir “${title}”` });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Concluir marco' }));
const completion = '/api/v1/plan/milestones/marco-2/complete';

async function openPlan(answer = plan()) {
  server.respondTo('/api/v1/plan', 200, answer);
  await renderClientArea(server, '/dashboard/plano');
  await screen.findByRole('heading', { level: 4, name: 'Enviar a biografia' });
}

async function openCompletion() {
  await openPlan();
  fireEvent.click(completeButton('Enviar a biografia')!);
  const heading = await screen.findByRole('heading', { name: 'Concluir “Enviar a biografia”' });
  expect(heading).toHaveFocus();
}

describe('/dashboard/plano', () => {
  it('shows each stage with its progress, and each milestone with its status, who acts, its date and evidence', async () => {
    await openPlan();
    expect(screen.getByText('Legacy Assessment')).toBeInTheDocument();
    expect(screen.getByText('Conduzido por Marina Alves')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do plano' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const diagnosis = screen.getByRole('region', { name: 'Diagnóstico' });
    expect(diagnosis).toHaveTextContent('1 de 2 marcos concluídos');
    expect(
      within(diagnosis).getByRole('progressbar', { name: 'Progresso da etapa Diagnóstico' }),
    ).toHaveAttribute('aria-valuenow', '50');

    expect(milestone('Entrevista de diagnóstico')).toHaveTextContent(
      'ConcluídoQuem faz: EquipePrazo: 10 de janeiro de 2020',
    );
    expect(milestone('Entrevista de diagnóstico')).not.toHaveTextContent('atrasado');
    expect(milestone('Enviar a biografia')).toHaveTextContent(
      'A fazerQuem faz: VocêPrazo: 1 de fevereiro de 2020 · atrasado',
    );
    expect(milestone('Roteiro do documentário')).toHaveTextContent(
      'Em andamentoQuem faz: EquipePrazo: 15 de março de 2099',
    );
    expect(milestone('Roteiro do documentário')).not.toHaveTextContent('atrasado');
    // Only the client's own open milestone can be completed here.
    expect(completeButton('Entrevista de diagnóstico')).toBeNull();
    expect(completeButton('Roteiro do documentário')).toBeNull();
    expect(completeButton('Enviar a biografia')).toBeInTheDocument();

    const proofs = screen.getByRole('list', {
      name: 'Comprovações de “Entrevista de diagnóstico”',
    });
    expect(
      within(proofs).getByRole('link', { name: 'Conversa de 3 de março de 2026 com Marina Alves' }),
    ).toHaveAttribute('href', '/dashboard/agenda');
    expect(within(proofs).getByText('“Priorizar a sucessão familiar.”').tagName).toBe('BLOCKQUOTE');
    expect(
      within(milestone('Enviar a biografia')).getByRole('link', {
        name: 'Guia da sucessão familiar',
      }),
    ).toHaveAttribute('href', '/dashboard/materiais');
  });

  it('downloads a file of the plan and the dossier with the session', async () => {
    await openPlan();
    server.respondTo('/api/v1/plan/files/arquivo-1', 200, {});
    server.respondTo('/api/v1/plan/dossier.pdf', 200, {});
    fireEvent.click(screen.getByRole('button', { name: 'Baixar “biografia.pdf”' }));
    await waitFor(() => expect(savedFiles).toEqual(['biografia.pdf']));
    fireEvent.click(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' }));
    await waitFor(() => expect(savedFiles).toContain('dossie-plano-de-legado.pdf'));
    expect(requestsTo(server, '/api/v1/plan/dossier.pdf')).toEqual([
      expect.objectContaining({ authorization: expect.stringMatching(/^Bearer /) }),
    ]);
    expect(requestsTo(server, '/api/v1/plan/files/arquivo-1')).toHaveLength(1);
  });

  it('asks for the evidence a milestone needs, posts the conversation chosen, and shows it done', async () => {
    server.respondTo('/api/v1/bookings', 200, [
      bookingAnswer({ id: 'reserva-1', topic: 'Sucessão na família' }),
      bookingAnswer({ id: 'futura', start: '2099-05-05T12:00:00Z', end: '2099-05-05T12:45:00Z' }),
    ]);
    await openCompletion();
    expect(screen.queryByRole('radio', { name: 'Sem comprovação' })).toBeNull();
    submit();
    expect(await screen.findByText('Escolha o que comprova este marco.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Uma conversa' })).toHaveFocus();
    expect(requestsTo(server, completion, 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Uma conversa' }));
    const conversation = await screen.findByRole('combobox', { name: 'A conversa' });
    // Only a conversation that took place proves a milestone.
    expect(
      within(conversation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Escolha...',
      expect.stringMatching(/^terça-feira, 3 de março, .* · Sucessão na família$/),
    ]);
    fireEvent.change(conversation, { target: { value: 'reserva-1' } });
    // The server answers the plan as it now stands, which the page shows without reading it again.
    const done = { ...biography, status: 'done' as const, completed_at: '2026-11-27T10:00:00Z' };
    server.respondTo(completion, 200, plan(done), 'POST');
    await act(async () => submit());

    await waitFor(() =>
      expect(milestone('Enviar a biografia')).toHaveTextContent(/^Enviar a biografiaConcluído/),
    );
    expect(requestsTo(server, completion, 'POST')).toEqual([
      expect.objectContaining({ body: { evidence: [{ kind: 'conversation', id: 'reserva-1' }] } }),
    ]);
    expect(completeButton('Enviar a biografia')).toBeNull();
    expect(screen.getByRole('heading', { level: 4, name: 'Enviar a biografia' })).toHaveFocus();
    expect(requestsTo(server, '/api/v1/plan')).toHaveLength(1);
    expect(await screen.findByText('Marco concluído')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    await openCompletion();
    fireEvent.click(screen.getByRole('radio', { name: 'Uma decisão' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'A decisão, em uma frase' }), {
      target: { value: '  Seguir com o documentário.  ' },
    });
    server.respondTo(
      completion,
      422,
      server.errorBody('evidence_required', 'Anexe o que comprova este marco para concluí-lo.'),
      'POST',
    );
    await act(async () => submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anexe o que comprova este marco para concluí-lo.',
    );
    expect(requestsTo(server, completion, 'POST')).toEqual([
      expect.objectContaining({
        body: { evidence: [{ kind: 'decision', title: 'Seguir com o documentário.' }] },
      }),
    ]);

    server.respondTo(
      completion,
      403,
      server.errorBody('forbidden', 'Este marco é da equipe.'),
      'POST',
    );
    await act(async () => submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Este marco é da equipe.'),
    );
    expect(screen.getByRole('heading', { name: 'Concluir “Enviar a biografia”' })).toBeVisible();
  });

  it('says calmly that the plan has not started when the team has not made one', async () => {
    await renderClientArea(server, '/dashboard/plano');
    expect(await screen.findByText('Seu plano de legado ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeNull();
  });
});
