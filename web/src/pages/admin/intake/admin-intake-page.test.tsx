import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntakeForm } from '../../../../../shared/intake.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const savedForm: IntakeForm = {
  version: 3,
  updated_at: '2026-05-04T13:00:00.000Z',
  questions: [
    { id: 'empresa', kind: 'short_text', label: 'Qual é a empresa?', required: true, options: [] },
    {
      id: 'momento',
      kind: 'single_choice',
      label: 'Em que momento?',
      required: false,
      options: ['Começando', 'Em andamento'],
    },
  ],
};

const editor = () => screen.getByRole('region', { name: 'Perguntas antes da primeira conversa' });
const questionCard = (name: string) => within(editor()).getByRole('listitem', { name });
const button = (name: string | RegExp) => within(editor()).getByRole('button', { name });
const saves = () => requestsTo(server, '/api/v1/admin/intake', 'PUT');

async function openEditor(form = savedForm) {
  server.respondTo('/api/v1/admin/intake', 200, form, 'GET');
  await openSite(server, '/admin/questionario');
  await screen.findByRole('button', { name: 'Salvar perguntas' });
}

describe('/admin/questionario', () => {
  it('shows the questions as saved; adds, reorders and removes them, and saves the new order', async () => {
    await openEditor();
    await waitFor(() => expect(document.title).toBe('Questionário — Console — Legacy'));
    const first = questionCard('Pergunta 1');
    expect(within(first).getByLabelText('Pergunta')).toHaveValue('Qual é a empresa?');
    expect(within(first).getByLabelText('Tipo de resposta')).toHaveValue('short_text');
    expect(within(first).getByRole('checkbox', { name: 'Resposta obrigatória' })).toBeChecked();
    expect(within(questionCard('Pergunta 2')).getByLabelText('Opção 2')).toHaveValue(
      'Em andamento',
    );
    expect(within(editor()).getByText(/^Versão 3, salva em 4 de maio de 2026/)).toBeInTheDocument();
    fireEvent.click(button('Adicionar pergunta'));
    const added = questionCard('Pergunta 3');
    fireEvent.change(within(added).getByLabelText('Pergunta'), { target: { value: 'Que temas?' } });
    fireEvent.change(within(added).getByLabelText('Tipo de resposta'), {
      target: { value: 'multiple_choice' },
    });
    fireEvent.click(within(added).getByRole('button', { name: 'Adicionar opção' }));
    fireEvent.click(within(added).getByRole('button', { name: 'Adicionar opção' }));
    fireEvent.change(within(added).getByLabelText('Opção 1'), { target: { value: 'Governança' } });
    fireEvent.change(within(added).getByLabelText('Opção 2'), { target: { value: 'Legado' } });
    fireEvent.click(button('Subir “Que temas?”'));
    expect(questionCard('Pergunta 2')).toHaveTextContent(/Opção 1/);
    fireEvent.click(button('Remover “Qual é a empresa?”'));
    fireEvent.click(button('Descer “Que temas?”'));

    server.respondTo('/api/v1/admin/intake', 200, { ...savedForm, version: 4 }, 'PUT');
    await act(async () => fireEvent.click(button('Salvar perguntas')));
    expect(await screen.findByText('Perguntas salvas.')).toBeInTheDocument();
    const [sent] = saves().map((request) => request.body as IntakeForm);
    expect(sent?.questions.map((question) => question.label)).toEqual([
      'Em que momento?',
      'Que temas?',
    ]);
    expect(sent?.questions[1]).toMatchObject({
      kind: 'multiple_choice',
      required: false,
      options: ['Governança', 'Legado'],
    });
    expect(sent?.questions[1]?.id).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it('refuses a blank question and a choice without options beside them, and sends nothing', async () => {
    await openEditor({ ...savedForm, questions: [] });
    expect(within(editor()).getByText(/Nenhuma pergunta ainda/)).toBeInTheDocument();
    fireEvent.click(button('Adicionar pergunta'));
    fireEvent.click(button('Adicionar pergunta'));
    fireEvent.change(within(questionCard('Pergunta 2')).getByLabelText('Pergunta'), {
      target: { value: 'Em que momento?' },
    });
    fireEvent.change(within(questionCard('Pergunta 2')).getByLabelText('Tipo de resposta'), {
      target: { value: 'single_choice' },
    });
    fireEvent.click(button('Salvar perguntas'));
    expect(await screen.findByText('Revise as perguntas')).toBeInTheDocument();
    const label = within(questionCard('Pergunta 1')).getByLabelText('Pergunta');
    expect(label).toHaveFocus();
    expect(label).toHaveAccessibleDescription('Escreva a pergunta.');
    expect(
      within(questionCard('Pergunta 2')).getByText('Dê pelo menos duas opções.'),
    ).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });
});
