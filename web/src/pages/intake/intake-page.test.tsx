import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientIntake, IntakeQuestion } from '../../../../shared/intake.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../testing/open-site.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const questions: IntakeQuestion[] = [
  { id: 'empresa', kind: 'short_text', label: 'Qual é a empresa?', required: true, options: [] },
  {
    id: 'momento',
    kind: 'single_choice',
    label: 'Em que momento está a sucessão?',
    required: true,
    options: ['Começando', 'Em andamento'],
  },
  {
    id: 'temas',
    kind: 'multiple_choice',
    label: 'Que temas quer tratar?',
    required: false,
    options: ['Governança', 'Patrimônio', 'Legado'],
  },
  {
    id: 'contexto',
    kind: 'long_text',
    label: 'Conte o contexto.',
    help: 'Quem participa, o que já foi feito.',
    required: false,
    options: [],
  },
];

const intakeAnswer = (fields: Partial<ClientIntake> = {}): ClientIntake => ({
  version: 2,
  questions,
  answers: {},
  completed: false,
  owed: true,
  updated_at: null,
  ...fields,
});

const form = () => screen.getByRole('region', { name: 'Questionário' });
const save = () =>
  fireEvent.click(within(form()).getByRole('button', { name: 'Salvar respostas' }));

async function openIntake(intake = intakeAnswer()) {
  server.respondTo('/api/v1/intake', 200, intake, 'GET');
  await openSite(server, '/dashboard/questionario', 'client');
  await screen.findByRole('heading', { name: 'Questionário' });
}

describe('/dashboard/questionario', () => {
  it('asks each question by its kind, required ones marked, with the answers saved', async () => {
    await openIntake(intakeAnswer({ answers: { empresa: 'Souza', temas: ['Legado', 'Antigo'] } }));
    await waitFor(() => expect(document.title).toBe('Antes da primeira conversa — Legacy'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Antes da primeira conversa',
    );
    expect(within(form()).getByRole('textbox', { name: 'Qual é a empresa? *' })).toHaveValue(
      'Souza',
    );
    expect(within(form()).getByRole('textbox', { name: 'Qual é a empresa? *' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const moment = within(form()).getByRole('radiogroup', {
      name: 'Em que momento está a sucessão? *',
    });
    expect(within(moment).getAllByRole('radio')).toHaveLength(2);
    // A choice the team has since removed is not offered back.
    expect(within(form()).getByRole('checkbox', { name: 'Legado' })).toBeChecked();
    expect(within(form()).getByRole('checkbox', { name: 'Governança' })).not.toBeChecked();
    expect(
      within(form()).getByRole('textbox', { name: 'Conte o contexto.' }),
    ).toHaveAccessibleDescription(/Quem participa, o que já foi feito\. 0 de 4\.000 caracteres/);
    expect(
      within(form()).getByText('Perguntas marcadas com * são obrigatórias.'),
    ).toBeInTheDocument();
  });

  it('shows a missing answer under its question, focuses it, and sends nothing', async () => {
    await openIntake();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Qual é a empresa? *' }), {
      target: { value: 'Souza' },
    });
    save();
    expect(await screen.findByText('Revise as respostas')).toBeInTheDocument();
    const first = within(form()).getByRole('radio', { name: 'Começando' });
    expect(first).toHaveFocus();
    expect(
      within(form()).getByRole('radiogroup', { name: 'Em que momento está a sucessão? *' }),
    ).toHaveAccessibleDescription('Responda a esta pergunta.');
    expect(requestsTo(server, '/api/v1/intake', 'PUT')).toEqual([]);
  });

  it('sends the answers, trimmed, and says they are saved', async () => {
    await openIntake();
    server.respondTo(
      '/api/v1/intake',
      200,
      intakeAnswer({
        answers: { empresa: 'Souza', momento: 'Começando', temas: ['Governança', 'Legado'] },
        completed: true,
        owed: false,
        updated_at: '2026-05-04T13:00:00.000Z',
      }),
      'PUT',
    );
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Qual é a empresa? *' }), {
      target: { value: '  Souza ' },
    });
    fireEvent.click(within(form()).getByRole('radio', { name: 'Começando' }));
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Legado' }));
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Governança' }));
    await act(async () => save());
    expect(await screen.findByText('Respostas salvas.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/intake', 'PUT').map((request) => request.body)).toEqual([
      { empresa: 'Souza', momento: 'Começando', temas: ['Governança', 'Legado'] },
    ]);
    expect(within(form()).getByText(/^Salvo em 4 de maio de 2026/)).toBeInTheDocument();
  });
});

describe('/dashboard/agenda while the answers are owed', () => {
  it('shows a note and the way to the questionnaire in place of the slots', async () => {
    server.respondTo('/api/v1/intake', 200, intakeAnswer(), 'GET');
    server.respondTo('/api/v1/bookings', 200, []);
    await openSite(server, '/dashboard/agenda', 'client');
    const note = await screen.findByRole('region', { name: 'Antes de agendar' });
    const link = within(note).getByRole('link', { name: 'Responder ao questionário' });
    expect(link).toHaveAttribute('href', '/dashboard/questionario');
    expect(screen.queryByRole('region', { name: 'Agendar uma conversa' })).toBeNull();
  });
});
