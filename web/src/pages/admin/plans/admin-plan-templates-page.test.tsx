import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanTemplateInput } from '../../../../../shared/plans.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
import { templateAnswer } from '../../../testing/plan-answers.ts';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-plan-templates-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const templates = '/api/v1/admin/plan-templates';
const page = () => screen.getByRole('region', { name: 'Modelos' });
const stage = (name: string) => within(page()).getByRole('listitem', { name });
const sent = () =>
  requestsTo(server, templates, 'POST').map((request) => request.body as PlanTemplateInput);

async function openTemplates(answer: unknown) {
  server.respondTo(templates, 200, answer, 'GET');
  await openSite(server, '/admin/planos/modelos');
  await within(await screen.findByRole('region', { name: 'Modelos' })).findByRole('button', {
    name: 'Novo modelo',
  });
}

describe('/admin/planos/modelos', () => {
  it('offers the three suggested templates while there are none, and creates them in order', async () => {
    await openTemplates([]);
    await waitFor(() => expect(document.title).toBe('Modelos de plano — Console — Legacy'));
    expect(within(page()).getByText('Nenhum modelo ainda.')).toBeInTheDocument();
    server.respondTo(templates, 201, templateAnswer(), 'POST');
    server.respondTo(
      templates,
      200,
      [
        templateAnswer(),
        templateAnswer({ id: 'd2', title: 'Legacy Studios' }),
        templateAnswer({ id: 'd3', title: 'Legacy Education' }),
      ],
      'GET',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Começar com os modelos sugeridos' })),
    );
    expect(await screen.findByText('Modelos criados.')).toBeInTheDocument();
    expect(sent().map((template) => template.title)).toEqual([
      'Legacy Assessment',
      'Legacy Studios',
      'Legacy Education',
    ]);
    for (const template of sent()) {
      expect(template.stages.length).toBeGreaterThanOrEqual(3);
      expect(template.stages.flatMap((each) => each.milestones.map((m) => m.actor))).toEqual(
        expect.arrayContaining(['client', 'team']),
      );
    }
    const list = await screen.findByRole('list', { name: 'Modelos de plano' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Legacy Assessment', 'Legacy Studios', 'Legacy Education']);
  });

  it('writes a template of three stages, reordered, and sends it whole', async () => {
    await openTemplates([templateAnswer()]);
    fireEvent.click(screen.getByRole('button', { name: 'Novo modelo' }));
    fireEvent.change(within(page()).getByLabelText('Título do modelo'), {
      target: { value: 'Sucessão familiar' },
    });
    fireEvent.click(within(page()).getByRole('button', { name: 'Adicionar etapa' }));
    fireEvent.click(within(page()).getByRole('button', { name: 'Adicionar etapa' }));
    const titles = ['Escuta', 'Conselho de família', 'Passagem'];
    titles.forEach((title, index) => {
      const card = stage(`Etapa ${index + 1}`);
      fireEvent.change(within(card).getByLabelText('Título da etapa'), {
        target: { value: title },
      });
      fireEvent.change(within(card).getByLabelText('Título do marco'), {
        target: { value: `Marco de ${title}` },
      });
    });
    const second = stage('Etapa 2');
    fireEvent.click(
      within(second).getByRole('button', { name: 'Adicionar marco “Conselho de família”' }),
    );
    const added = within(second).getByRole('listitem', { name: 'Marco 2' });
    fireEvent.change(within(added).getByLabelText('Título do marco'), {
      target: { value: 'Registrar o acordo' },
    });
    fireEvent.change(within(added).getByLabelText('Quem age'), { target: { value: 'team' } });
    fireEvent.change(within(added).getByLabelText('Prazo em semanas (opcional)'), {
      target: { value: '6' },
    });
    fireEvent.click(within(added).getByRole('checkbox', { name: 'Pede comprovação' }));
    fireEvent.click(within(page()).getByRole('button', { name: 'Descer “Escuta”' }));

    server.respondTo(templates, 201, templateAnswer({ title: 'Sucessão familiar' }), 'POST');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' })));
    expect(await screen.findByText('Modelo salvo.')).toBeInTheDocument();
    const [template] = sent();
    expect(template?.title).toBe('Sucessão familiar');
    expect(template?.stages.map((each) => each.title)).toEqual([
      'Conselho de família',
      'Escuta',
      'Passagem',
    ]);
    expect(template?.stages[0]?.milestones).toEqual([
      {
        title: 'Marco de Conselho de família',
        description: '',
        actor: 'client',
        offset_weeks: null,
        needs_evidence: false,
      },
      {
        title: 'Registrar o acordo',
        description: '',
        actor: 'team',
        offset_weeks: 6,
        needs_evidence: true,
      },
    ]);
  });

  it('shows the schema’s refusals at the fields and sends nothing', async () => {
    await openTemplates([templateAnswer()]);
    fireEvent.click(screen.getByRole('button', { name: 'Novo modelo' }));
    fireEvent.change(within(stage('Etapa 1')).getByLabelText('Prazo em semanas (opcional)'), {
      target: { value: '2,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    expect(await screen.findByText('Revise o modelo')).toBeInTheDocument();
    const title = within(page()).getByLabelText('Título do modelo');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Escreva um título.');
    expect(
      within(stage('Etapa 1')).getByLabelText('Prazo em semanas (opcional)'),
    ).toHaveAccessibleDescription(expect.stringContaining('Informe o prazo em semanas inteiras'));
    expect(sent()).toEqual([]);
  });

  it('deletes a template after the confirmation', async () => {
    await openTemplates([templateAnswer()]);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir “Legacy Assessment”' }));
    const step = screen.getByRole('alertdialog', { name: 'Excluir este modelo?' });
    server.respondTo(`${templates}/${templateAnswer().id}`, 204, undefined, 'DELETE');
    await act(async () =>
      fireEvent.click(within(step).getByRole('button', { name: 'Excluir definitivamente' })),
    );
    expect(await screen.findByText('Modelo excluído.')).toBeInTheDocument();
    expect(requestsTo(server, `${templates}/${templateAnswer().id}`, 'DELETE')).toHaveLength(1);
  });
});
