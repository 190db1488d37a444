import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import {
  openSecurityPage,
  requestsTo,
  sessionAnswer,
  thisSession,
} from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Sessões ativas' });
const endOthersButton = () =>
  within(section()).getByRole('button', { name: 'Encerrar as outras sessões' });
const logouts = () => requestsTo(server, '/auth/v1/logout');

const current = thisSession();
const phone = sessionAnswer({ device: 'Safari no iOS', ip: null });
const laptop = sessionAnswer({ device: 'Firefox no Linux' });

describe('"Sessões ativas"', () => {
  it('lists every session, this one first and marked "Esta sessão"', async () => {
    await openSecurityPage(server, [phone, current, laptop]);
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Chrome no WindowsEsta sessão',
      'Safari no iOS',
      'Firefox no Linux',
    ]);
    expect(items[0]).toHaveTextContent('IP 198.51.100.4');
    expect(items[0]).toHaveTextContent(/Último acesso em 2 de março de 2026/);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', current.last_seen_at);
    expect(items[1]).not.toHaveTextContent('IP');
    expect(within(items[2]!).queryByText('Esta sessão')).toBeNull();
    expect(requestsTo(server, '/api/v1/me/sessions')[0]?.authorization).toMatch(/^Bearer /);
  });

  it('has no button to end the others when this is the only session', async () => {
    await openSecurityPage(server, [current]);
    expect(within(section()).getByText(/^Nenhuma outra sessão aberta/)).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('asks first, and Escape or "Cancelar" ends nothing and gives the focus back', async () => {
    await openSecurityPage(server, [current, phone]);
    fireEvent.click(endOthersButton());
    const step = within(section()).getByRole('alertdialog', {
      name: 'Encerrar as outras sessões?',
    });
    expect(step).toHaveAccessibleDescription(/precisará entrar de novo/);
    expect(within(step).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(section()).queryByRole('alertdialog')).toBeNull();
    expect(endOthersButton()).toHaveFocus();

    fireEvent.click(endOthersButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(endOthersButton()).toHaveFocus();
    expect(logouts()).toEqual([]);
  });

  it('ends the other sessions through the auth API, after confirming, and lists what is left', async () => {
    await openSecurityPage(server, [current, phone, laptop]);
    fireEvent.click(endOthersButton());
    server.respondTo('/api/v1/me/sessions', 200, [current]);
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar sessões' }));

    expect(await screen.findByText('Outras sessões encerradas.')).toBeInTheDocument();
    expect(logouts()).toEqual([
      expect.objectContaining({ method: 'POST', search: '?scope=others' }),
    ]);
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section()).getByText(/^Nenhuma outra sessão aberta/)).toBeInTheDocument();
    expect(within(section()).getByRole('heading', { name: 'Sessões ativas' })).toHaveFocus();
    expect((await server.client.getSession()).data.session).not.toBeNull();
  });

  it('keeps the step open and says why when the sessions could not be ended', async () => {
    await openSecurityPage(server, [current, phone]);
    fireEvent.click(endOthersButton());
    server.goOffline('/logout');
    // supabase-js logs the failed request before it answers with the error.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar sessões' }));
    const message = await screen.findByText(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent(
      'Não foi possível encerrar as sessões',
    );
    expect(within(section()).getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encerrar sessões' })).toBeEnabled();
  });
});
