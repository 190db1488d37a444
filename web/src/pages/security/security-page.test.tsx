import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { renderClientArea } from '../../testing/render-client-area.tsx';
import { openSecurityPage, requestsTo, thisSession } from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const clientNav = () => screen.getByRole('navigation', { name: 'Páginas da área do cliente' });

describe('/dashboard/seguranca', () => {
  it('has its title, its heading and seven sections', async () => {
    await openSecurityPage(server);
    await waitFor(() => expect(document.title).toBe('Segurança — Legacy'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Segurança e privacidade');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('region')
        .map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Trocar senha',
      'Verificação em duas etapas',
      'Chaves de acesso',
      'Sessões ativas',
      'Avisos de mensagens',
      'Baixar meus dados',
      'Excluir minha conta',
    ]);
    expect(screen.getByRole('region', { name: 'Baixar meus dados' })).toHaveTextContent(
      'conta, perfil, sessões e registro de acessos',
    );
    // The way back to the console is the team's only.
    expect(screen.queryByRole('link', { name: 'Voltar ao console da equipe' })).toBeNull();
  });

  it('turns the e-mail notices of new messages off, and says so', async () => {
    await openSecurityPage(server);
    const notices = screen.getByRole('region', { name: 'Avisos de mensagens' });
    const toggle = await within(notices).findByRole('checkbox', {
      name: 'Avisar por e-mail sobre novas mensagens',
    });
    expect(toggle).toBeChecked();
    server.respondTo('/api/v1/account/message-notices', 200, { enabled: false }, 'PUT');
    fireEvent.click(toggle);
    expect(await screen.findByText('Avisos desligados.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(requestsTo(server, '/api/v1/account/message-notices', 'PUT')[0]?.body).toEqual({
      enabled: false,
    });
  });

  it('is the nav’s "Segurança", after "Meu perfil", marked as the current page', async () => {
    const router = await openSecurityPage(server);
    const labels = within(clientNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Segurança')).toBeGreaterThan(labels.indexOf('Meu perfil'));
    const link = within(clientNav()).getByRole('link', { name: 'Segurança' });
    expect(link).toHaveAttribute('href', '/dashboard/seguranca');
    expect(link).toHaveAttribute('aria-current', 'page');
    await act(async () =>
      fireEvent.click(within(clientNav()).getByRole('link', { name: 'Meu perfil' })),
    );
    expect(router.state.location.pathname).toBe('/dashboard/perfil');
  });

  it('says there is no connection when the sessions cannot be listed, and tries again', async () => {
    server.goOffline('/api/v1/me/sessions');
    await renderClientArea(server, '/dashboard/seguranca');
    const sessions = await screen.findByRole('region', { name: 'Sessões ativas' });
    const alert = await within(sessions).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    server.respondTo('/api/v1/me/sessions', 200, [thisSession()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(sessions).findByText('Chrome no Windows')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/me/sessions')).toHaveLength(2);
  });

  it('treats a 401 as signed out: the session ends and the client goes to /auth', async () => {
    server.respondTo('/api/v1/me/sessions', 401, {
      code: 'session_not_found',
      message: 'Sua sessão terminou. Entre novamente para continuar.',
    });
    const router = await renderClientArea(server, '/dashboard/seguranca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Sessão encerrada')).toBeInTheDocument();
    expect((await server.client.getSession()).data.session).toBeNull();
  });
});
