import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
import { planSummaryAnswer } from '../../../testing/plan-answers.ts';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-plans-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  server.respondTo('/api/v1/admin/plan-settings', 200, { stalled_days: 14 }, 'GET');
});
afterEach(() => vi.unstubAllGlobals());

const plans = '/api/v1/admin/plans';
const settings = '/api/v1/admin/plan-settings';
const bruno = planSummaryAnswer({
  client: { id: 'c2', email: 'bruno@example.com', full_name: null },
  plan: { id: 'p2', title: 'Legacy Studios', progress: 10, updated_at: '2026-01-05T12:00:00Z' },
  host: null,
  late: 2,
  stalled: true,
});
const rows = () =>
  within(screen.getByRole('list', { name: 'Planos encontrados' })).getAllByRole('listitem');
const consoleNav = () => screen.getByRole('navigation', { name: 'Páginas do console da equipe' });

describe('/admin/planos', () => {
  it('lists every plan, a stalled one marked, and shows only the stalled or late when asked', async () => {
    server.respondTo(plans, 200, {
      plans: [planSummaryAnswer(), bruno],
      total: 2,
      stalled_days: 14,
    });
    const router = await openSite(server, '/admin/planos');
    await screen.findByRole('list', { name: 'Planos encontrados' });
    await waitFor(() => expect(document.title).toBe('Planos — Console — Legacy'));
    expect(within(consoleNav()).getByRole('link', { name: 'Planos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [ana, late] = rows();
    expect(ana).toHaveTextContent('Ana Souza');
    expect(ana).toHaveTextContent('Helena Duarte');
    expect(ana).toHaveTextContent('40% concluído');
    expect(ana).toHaveTextContent('Primeira conversa · até 10 de mar. de 2026');
    expect(ana).not.toHaveTextContent('Parado');
    expect(within(ana!).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/admin/clientes/c1a2b3c4-0000-4000-8000-000000000001/plano',
    );
    expect(late).toHaveTextContent(/^bruno@example\.comParadoLegacy Studios/);
    expect(late).toHaveTextContent('Sem condução');
    expect(late).toHaveTextContent('2 marcos atrasados');
    expect(screen.getByText('2 planos')).toBeInTheDocument();

    server.respondTo(plans, 200, { plans: [bruno], total: 1, stalled_days: 14 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Só parados ou atrasados' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
    await waitFor(() => expect(requestsTo(server, plans).at(-1)?.search).toBe('?stalled=true'));
    expect(router.state.location.search).toBe('?stalled=true');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('1 plano')).toBeInTheDocument();
  });

  it('saves "Parado após N dias", refusing a number out of bounds beside the field', async () => {
    server.respondTo(plans, 200, { plans: [], total: 0, stalled_days: 14 });
    await openSite(server, '/admin/planos');
    const field = await screen.findByRole('textbox', { name: 'Parado após N dias sem movimento' });
    expect(field).toHaveValue('14');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Informe um número inteiro de dias, de 1 a 365.'),
      ),
    );
    expect(requestsTo(server, settings, 'PUT')).toEqual([]);

    server.respondTo(settings, 200, { stalled_days: 21 }, 'PUT');
    fireEvent.change(field, { target: { value: '21' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText('Ajuste salvo.')).toBeInTheDocument();
    expect(requestsTo(server, settings, 'PUT').map((request) => request.body)).toEqual([
      { stalled_days: 21 },
    ]);
    // The list is read again: which plans are stalled follows the setting.
    await waitFor(() => expect(requestsTo(server, plans)).toHaveLength(2));
  });
});
