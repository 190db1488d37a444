import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanTemplate } from '../../../../../shared/plans.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { bookingAnswer } from '../../../testing/agenda-answers.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { messagePage } from '../../../testing/message-answers.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-client-page.tsx';
import { planAnswer, planSummaryAnswer, templateAnswer } from '../../../testing/plan-answers.ts';
import {
  clientDetailAnswer,
  clientPageAnswer,
  clientSummaryAnswer,
} from './testing/client-answers.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('America/Sao_Paulo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const id = 'c1a2b3c4-0000-4000-8000-000000000001';
const path = `/api/v1/admin/clients/${id}`;
const section = (name: string) => screen.getByRole('region', { name });

const noAnswers = { entries: [], answered_at: null };
const noPlans = { plans: [], total: 0, stalled_days: 14 };

async function openClient(
  detail = clientDetailAnswer(),
  intake: unknown = noAnswers,
  templates: PlanTemplate[] = [],
) {
  server.respondTo(path, 200, detail, 'GET');
  server.respondTo(`${path}/intake`, 200, intake, 'GET');
  server.respondTo(`/api/v1/admin/threads/${id}/messages`, 200, messagePage(), 'GET');
  server.respondTo('/api/v1/admin/plans', 200, noPlans, 'GET');
  server.respondTo('/api/v1/admin/plan-templates', 200, templates, 'GET');
  const router = await openSite(server, `/admin/clientes/${id}`);
  await screen.findByRole('region', { name: 'Conta' });
  return router;
}

describe('/admin/clientes/:id', () => {
  it('shows the account, the profile, the questionnaire and the conversations', async () => {
    await openClient({
      ...clientDetailAnswer(),
      bookings: [bookingAnswer({ topic: 'Sucessão familiar' })],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Souza');
    // The title follows the loaded name in an effect of its own.
    await waitFor(() => expect(document.title).toBe('Ana Souza — Console — Legacy'));
    expect(section('Conta')).toHaveTextContent('Emailana@example.comEstadoAtivo');
    expect(section('Perfil')).toHaveTextContent('EmpresaSouza Participações');
    expect(section('Perfil')).toHaveTextContent('TelefoneNão informado');
    expect(section('Conversas')).toHaveTextContent(
      'terça-feira, 3 de março, 10:00–10:45Confirmada · Sucessão familiar',
    );
    expect(within(section('Conta')).queryByRole('button', { name: 'Reenviar convite' })).toBeNull();
    await within(section('Questionário')).findByText(
      'O cliente ainda não respondeu ao questionário.',
    );
  });

  it('says whether past conversations took place, and exports the client’s private notes', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:http://site.test/notas',
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openClient({
      ...clientDetailAnswer(),
      bookings: [bookingAnswer({ topic: 'Sucessão familiar', attendance: 'no_show' })],
    });
    expect(section('Conversas')).toHaveTextContent(
      'terça-feira, 3 de março, 10:00–10:45Não compareceu · Sucessão familiar',
    );
    server.respondTo(`${path}/private-notes`, 200, { client_id: id, notes: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar notas internas' }));
    await waitFor(() => expect(saved).toEqual(['notas-internas-ana@example.com.json']));
    expect(requestsTo(server, `${path}/private-notes`)).toHaveLength(1);
  });

  it('names the profile’s fields in the team’s words, not in the client’s', async () => {
    const detail = clientDetailAnswer();
    await openClient({
      ...detail,
      profile: { ...detail.profile, preferred_channel: 'whatsapp', goals: 'Preparar a sucessão.' },
    });
    const profile = section('Perfil');
    expect(profile).toHaveTextContent('Canal preferidoWhatsApp');
    expect(profile).toHaveTextContent('Objetivos do clientePreparar a sucessão.');
    expect(profile.textContent).not.toMatch(/(?<!\p{L})(seus?|suas?|você|prefere)(?!\p{L})/iu);
  });

  it('shows the questionnaire’s answers, those to a removed question marked', async () => {
    await openClient(clientDetailAnswer(), {
      answered_at: '2026-05-04T13:00:00.000Z',
      entries: [
        { question_id: 'empresa', label: 'Empresa', answer: 'Souza', removed: false },
        { question_id: 'temas', label: 'Temas', answer: ['Governança', 'Legado'], removed: true },
      ],
    });
    const intake = await screen.findByRole('region', { name: 'Questionário' });
    await within(intake).findByText(/^Respondido em 4 de maio de 2026/);
    const terms = within(intake)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Empresa', 'TemasPergunta removida do questionário']);
    const answers = within(intake)
      .getAllByRole('definition')
      .map((answer) => answer.textContent);
    expect(answers).toEqual(['Souza', 'Governança, Legado']);
  });

  it('disables the account after a confirmation, and reads it again', async () => {
    await openClient();
    fireEvent.click(screen.getByRole('button', { name: 'Desativar conta' }));
    const step = screen.getByRole('alertdialog', { name: 'Desativar esta conta?' });
    expect(within(step).getByRole('button', { name: 'Manter ativa' })).toHaveFocus();
    server.respondTo(`${path}/disable`, 200, clientSummaryAnswer({ status: 'disabled' }), 'POST');
    server.respondTo(path, 200, clientDetailAnswer({ status: 'disabled' }), 'GET');
    fireEvent.click(within(step).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Conta desativada.')).toBeInTheDocument();
    expect(requestsTo(server, `${path}/disable`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(section('Conta')).toHaveTextContent('Desativado'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reativar conta' })).toBeInTheDocument();
  });

  it('resends an invitation not yet accepted, and says why when it cannot', async () => {
    await openClient(clientDetailAnswer({ status: 'invited', last_sign_in_at: null }));
    const message = 'Um email foi enviado a este endereço há pouco. Tente de novo em 42 s.';
    server.respondTo(
      `${path}/resend-invite`,
      429,
      { code: 'over_email_send_rate_limit', message },
      'POST',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar convite' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    server.respondTo(
      `${path}/resend-invite`,
      200,
      clientSummaryAnswer({ status: 'invited' }),
      'POST',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar convite' }));
    expect(await screen.findByText('Convite reenviado.')).toBeInTheDocument();
  });

  it("shows when the invitation's link stops working, and resends an expired one", async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await openClient(
      clientDetailAnswer({
        status: 'invited',
        last_sign_in_at: null,
        email_confirmed_at: null,
        invitation_expires_at: '2026-02-08T12:00:00Z',
      }),
    );
    expect(section('Conta')).toHaveTextContent(/Convite expirou em8 de fev\. de 2026, \d\d:00/);
    expect(section('Conta')).toHaveTextContent('reenvie o convite para o cliente entrar');

    server.respondTo(
      `${path}/resend-invite`,
      200,
      clientSummaryAnswer({ status: 'invited' }),
      'POST',
    );
    server.respondTo(
      path,
      200,
      clientDetailAnswer({ status: 'invited', invitation_expires_at: inAWeek }),
      'GET',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar convite' }));
    expect(await screen.findByText('Convite reenviado.')).toBeInTheDocument();
    await waitFor(() => expect(section('Conta')).toHaveTextContent('Convite vale até'));
    expect(section('Conta')).not.toHaveTextContent('Convite expirou');
    expect(section('Conta')).not.toHaveTextContent('reenvie o convite');
  });

  it('deletes the client after a confirmation and goes back to the list', async () => {
    const router = await openClient();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir cliente' }));
    server.respondTo(path, 204, undefined, 'DELETE');
    server.respondTo('/api/v1/admin/clients', 200, clientPageAnswer([]), 'GET');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Cliente excluído.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clientes'));
    expect(requestsTo(server, path, 'DELETE')).toHaveLength(1);
  });

  it('starts the client’s plan from the template chosen, then shows its progress and editor', async () => {
    await openClient(clientDetailAnswer(), noAnswers, [
      templateAnswer(),
      templateAnswer({ id: 'd0000000-0000-4000-8000-000000000002', title: 'Legacy Studios' }),
    ]);
    const plan = section('Plano de legado');
    await within(plan).findByText(/Este cliente ainda não tem um plano/);
    fireEvent.change(within(plan).getByLabelText('Modelo'), {
      target: { value: 'd0000000-0000-4000-8000-000000000002' },
    });
    expect(requestsTo(server, '/api/v1/admin/plans').at(-1)?.search).toBe(`?client=${id}`);
    server.respondTo(`${path}/plan`, 201, planAnswer({ title: 'Legacy Studios' }), 'POST');
    const started = planSummaryAnswer({
      client: { id, email: 'ana@example.com', full_name: 'Ana Souza' },
      plan: { id: 'p1', title: 'Legacy Studios', progress: 50, updated_at: '2026-03-02T12:00:00Z' },
      late: 1,
    });
    server.respondTo('/api/v1/admin/plans', 200, { ...noPlans, plans: [started] }, 'GET');
    fireEvent.click(within(plan).getByRole('button', { name: 'Iniciar plano' }));
    expect(await screen.findByText('Plano iniciado.')).toBeInTheDocument();
    expect(requestsTo(server, `${path}/plan`, 'POST').map((request) => request.body)).toEqual([
      { template_id: 'd0000000-0000-4000-8000-000000000002' },
    ]);
    await within(plan).findByText('Legacy Studios');
    expect(plan).toHaveTextContent('Próximo marcoPrimeira conversa');
    expect(plan).toHaveTextContent('Atrasados1 marco atrasado');
    expect(within(plan).getByRole('progressbar', { name: 'Progresso do plano' })).toHaveValue(50);
    expect(within(plan).getByRole('link', { name: 'Abrir o plano' })).toHaveAttribute(
      'href',
      `/admin/clientes/${id}/plano`,
    );
  });
});
