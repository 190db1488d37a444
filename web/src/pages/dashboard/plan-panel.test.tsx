import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { milestoneAnswer, planAnswer, stageAnswer } from '../../testing/client-plan-answers.ts';
import { requestsTo } from '../../testing/open-site.tsx';
import { renderClientArea } from '../../testing/render-client-area.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

describe("/dashboard's plan", () => {
  it('shows the next step, who takes it and when, and each stage’s progress, beside the next steps', async () => {
    server.respondTo(
      '/api/v1/plan',
      200,
      planAnswer([
        stageAnswer('Diagnóstico', [
          milestoneAnswer({ id: 'a', status: 'done', actor: 'team' }),
          milestoneAnswer({ id: 'b', title: 'Enviar a biografia', due_date: '2020-02-01' }),
        ]),
        stageAnswer('Narrativa', [milestoneAnswer({ id: 'c', title: 'Roteiro' })]),
      ]),
    );
    await renderClientArea(server, '/dashboard');
    const panel = await screen.findByRole('region', { name: 'Seu plano de legado' });
    expect(panel).toHaveTextContent(
      'Próximo passoEnviar a biografiaQuem faz: Você · Prazo: 1 de fevereiro de 2020 · atrasado',
    );
    expect(
      within(panel).getByRole('progressbar', { name: 'Progresso da etapa Diagnóstico' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(
      within(panel).getByRole('progressbar', { name: 'Progresso da etapa Narrativa' }),
    ).toHaveAttribute('aria-valuenow', '0');
    expect(within(panel).getByRole('link', { name: 'Ver o plano completo' })).toHaveAttribute(
      'href',
      '/dashboard/plano',
    );
    expect(screen.getByRole('region', { name: 'Próximos Passos' })).toBeInTheDocument();
  });

  it('adds nothing to the dashboard while the team has not started a plan', async () => {
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('region', { name: 'Próximos Passos' });
    await waitFor(() => expect(requestsTo(server, '/api/v1/plan')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Seu plano de legado' })).toBeNull();
  });
});
