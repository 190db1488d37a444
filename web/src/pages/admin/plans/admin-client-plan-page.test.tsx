import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanInput } from '../../../../../shared/plans.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { bookingAnswer } from '../../../testing/agenda-answers.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
import { planAnswer } from '../../../testing/plan-answers.ts';
import { profileAnswer } from '../../../testing/render-client-area.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-client-plan-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('America/Sao_Paulo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const id = 'c1a2b3c4-0000-4000-8000-000000000001';
const planPath = `/api/v1/admin/clients/${id}/plan`;
const booking = bookingAnswer({ id: 'f0000000-0000-4000-8000-000000000001' });
const milestone = (name: string) => screen.getByRole('listitem', { name });
const saves = () => requestsTo(server, planPath, 'PUT').map((request) => request.body as PlanInput);

async function openPlan() {
  server.respondTo(`/api/v1/admin/clients/${id}`, 200, {
    account: { id, email: 'ana@example.com' },
    profile: profileAnswer({ full_name: 'Ana Souza' }),
    bookings: [booking],
  });
  server.respondTo(planPath, 200, planAnswer(), 'GET');
  server.respondTo('/api/v1/hosts', 200, {
    hosts: [{ id: 'e0000000-0000-4000-8000-000000000001', name: 'Helena Duarte' }],
  });
  const router = await openSite(server, `/admin/clientes/${id}/plano`);
  await screen.findByRole('button', { name: 'Salvar plano' });
  return router;
}

describe('/admin/clientes/:id/plano', () => {
  it('changes a milestone’s status, adds a decision and a conversation, and sends the whole plan', async () => {
    await openPlan();
    await waitFor(() =>
      expect(document.title).toBe('Plano de legado de Ana Souza — Console — Legacy'),
    );
    const first = milestone('Marco 1');
    expect(within(first).getByLabelText('Título do marco')).toHaveValue(
      'Responder ao questionário inicial',
    );
    expect(within(first).getByLabelText('Prazo (opcional)')).toHaveValue('2026-03-10');
    fireEvent.change(within(first).getByLabelText('Situação'), { target: { value: 'done' } });
    fireEvent.change(within(first).getByLabelText('A decisão, em uma frase'), {
      target: { value: 'Contar a história para os netos primeiro.' },
    });
    fireEvent.click(
      within(first).getByRole('button', {
        name: 'Adicionar “Responder ao questionário inicial”',
      }),
    );
    const evidence = within(first).getByRole('group', {
      name: 'Comprovações de “Responder ao questionário inicial”',
    });
    expect(evidence).toHaveTextContent('Decisão: Contar a história para os netos primeiro.');

    const second = milestone('Marco 2');
    fireEvent.change(within(second).getByLabelText('Comprovar com'), {
      target: { value: 'conversation' },
    });
    fireEvent.change(within(second).getByLabelText('Conversa'), { target: { value: booking.id } });
    fireEvent.click(within(second).getByRole('button', { name: 'Adicionar “Primeira conversa”' }));
    fireEvent.change(within(second).getByLabelText('Situação'), { target: { value: 'doing' } });

    server.respondTo(planPath, 200, planAnswer({ progress: 50 }), 'PUT');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar plano' })));
    expect(await screen.findByText('Plano salvo.')).toBeInTheDocument();
    const [body] = saves();
    expect(body).toMatchObject({
      title: 'Legacy Assessment',
      host_id: 'e0000000-0000-4000-8000-000000000001',
    });
    expect(body?.stages).toEqual([
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        title: 'Escuta',
        milestones: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            title: 'Responder ao questionário inicial',
            description: '',
            actor: 'client',
            due_date: '2026-03-10',
            status: 'done',
            needs_evidence: false,
            evidence: [{ kind: 'decision', title: 'Contar a história para os netos primeiro.' }],
          },
          expect.objectContaining({
            id: 'a0000000-0000-4000-8000-000000000002',
            status: 'doing',
            evidence: [{ kind: 'conversation', id: booking.id }],
          }),
        ],
      },
    ]);
  });

  it('shows the server’s "evidence_required" at the milestone that needs it', async () => {
    await openPlan();
    const second = milestone('Marco 2');
    fireEvent.change(within(second).getByLabelText('Situação'), { target: { value: 'done' } });
    server.respondTo(
      planPath,
      422,
      {
        code: 'evidence_required',
        message: 'Anexe o que comprova este marco para concluí-lo.',
      },
      'PUT',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar plano' })));
    const evidence = within(second).getByRole('group', {
      name: 'Comprovações de “Primeira conversa”',
    });
    await within(evidence).findByText('Anexe o que comprova este marco para concluí-lo.');
    expect(within(evidence).getByLabelText('Comprovar com')).toHaveFocus();
    expect(within(milestone('Marco 1')).queryByText(/Anexe o que comprova/)).toBeNull();
  });

  it('ends the plan after the confirmation, back on the client’s page', async () => {
    const router = await openPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar plano' }));
    const step = screen.getByRole('alertdialog', { name: 'Encerrar este plano?' });
    server.respondTo(planPath, 204, undefined, 'DELETE');
    await act(async () =>
      fireEvent.click(within(step).getByRole('button', { name: 'Encerrar definitivamente' })),
    );
    expect(await screen.findByText('Plano encerrado.')).toBeInTheDocument();
    expect(requestsTo(server, planPath, 'DELETE')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/admin/clientes/${id}`);
  });

  it('downloads the dossier as a PDF named for the client', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:http://site.test/dossie',
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['dossie-ana@example.com.pdf']));
    expect(requestsTo(server, `${planPath}/dossier.pdf`)).toHaveLength(1);
  });
});
