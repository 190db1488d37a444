import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAvailability } from '../../../shared/agenda.ts';
import { type FakeAuthServer, fakeAuthServer } from '../auth/testing/fake-auth-server.ts';
import { openSite } from '../testing/open-site.tsx';
// Compiled with this file, so that the pages' first waits are not spent compiling their chunks.
import './admin/agenda/admin-agenda-page.tsx';
import './admin/audit/admin-audit-page.tsx';
import './admin/clients/admin-clients-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const consoleNav = () => screen.getByRole('navigation', { name: 'Páginas do console da equipe' });

describe('the console’s gate', () => {
  it('lets a member of the team into /admin/agenda, under the console’s header', async () => {
    server.respondTo('/api/v1/admin/bookings', 200, []);
    server.respondTo('/api/v1/admin/availability', 200, defaultAvailability);
    const router = await openSite(server, '/admin/agenda');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/agenda');
    await waitFor(() => expect(document.title).toBe('Agenda — Console — Legacy'));
    expect(screen.getByText('Equipe')).toBeInTheDocument();
    expect(
      within(consoleNav())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Clientes', '/admin/clientes'],
      ['Agenda', '/admin/agenda'],
      ['Planos', '/admin/planos'],
      ['Questionário', '/admin/questionario'],
      ['Materiais', '/admin/materiais'],
      ['Mensagens', '/admin/mensagens'],
      ['Conteúdo', '/admin/conteudo'],
      ['Registro', '/admin/registro'],
      ['Segurança', '/dashboard/seguranca'],
    ]);
    expect(within(consoleNav()).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('tells a member of the team without the second factor where to turn it on', async () => {
    const message =
      'O console da equipe pede a verificação em duas etapas: ative-a em Segurança e entre com o código.';
    server.respondTo('/api/v1/admin/audit', 403, { code: 'mfa_required', message });
    await openSite(server, '/admin/registro');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o registro.');
    expect(alert).toHaveTextContent(message);
  });

  it('reaches Segurança from the menu, and Segurança leads back to the console', async () => {
    server.respondTo('/api/v1/admin/audit', 200, { entries: [], page: 1, per_page: 50, total: 0 });
    server.respondTo('/api/v1/me/sessions', 200, []);
    const router = await openSite(server, '/admin/registro');
    await screen.findByRole('heading', { level: 1, name: 'Registro' });
    await act(async () =>
      fireEvent.click(within(consoleNav()).getByRole('link', { name: 'Segurança' })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Segurança e privacidade' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/seguranca');
    const back = screen.getByRole('link', { name: 'Voltar ao console da equipe' });
    expect(back).toHaveAttribute('href', '/admin');
  });

  it('sends a client to /dashboard', async () => {
    const router = await openSite(server, '/admin/agenda', 'client');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Área do Cliente' }));
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/admin/'))).toBe(
      false,
    );
  });

  it('sends a visitor who is not signed in to /auth', async () => {
    const router = await openSite(server, '/admin/registro', 'signed-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('signs the team out to the home page', async () => {
    server.respondTo('/api/v1/admin/audit', 200, { entries: [], page: 1, per_page: 50, total: 0 });
    const router = await openSite(server, '/admin/registro');
    (await screen.findByRole('button', { name: 'Sair' })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('signing in', () => {
  it('takes a member of the team from /auth to /admin', async () => {
    server.respondTo('/api/v1/admin/clients', 200, {
      clients: [],
      page: 1,
      per_page: 25,
      total: 0,
    });
    const router = await openSite(server, '/auth', 'staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clientes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
  });

  it('takes a client from /auth to /dashboard', async () => {
    const router = await openSite(server, '/auth', 'client');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
