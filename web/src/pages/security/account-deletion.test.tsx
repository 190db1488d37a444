import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { openSecurityPage, requestsTo } from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByRole('region', { name: 'Excluir minha conta' });
const startButton = () => within(section()).getByRole('button', { name: 'Excluir minha conta' });
const passwordField = () => screen.getByLabelText('Sua senha');
const confirm = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
const deletions = () => requestsTo(server, '/api/v1/me', 'DELETE');

describe('"Excluir minha conta"', () => {
  it('says it is permanent and what goes', async () => {
    await openSecurityPage(server);
    expect(section()).toHaveTextContent(/definitiva/);
    expect(section()).toHaveTextContent(/perfil, as suas sessões e o registro de acessos/);
  });

  it('asks for the password in a confirmation step that Escape cancels', async () => {
    await openSecurityPage(server);
    fireEvent.click(startButton());
    const step = within(section()).getByRole('alertdialog', {
      name: 'Excluir a conta para sempre?',
    });
    expect(step).toHaveAccessibleDescription(/Digite a sua senha para confirmar/);
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');

    fireEvent.keyDown(passwordField(), { key: 'Escape' });
    expect(within(section()).queryByRole('alertdialog')).toBeNull();
    expect(startButton()).toHaveFocus();
  });

  it('sends nothing without the password', async () => {
    await openSecurityPage(server);
    fireEvent.click(startButton());
    confirm();
    expect(await screen.findAllByText('Informe a sua senha.')).not.toHaveLength(0);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(deletions()).toEqual([]);
  });

  it('shows a wrong password beside the field, and keeps the account', async () => {
    await openSecurityPage(server);
    fireEvent.click(startButton());
    fireEvent.change(passwordField(), { target: { value: 'errada' } });
    server.respondTo('/api/v1/me', 403, {
      code: 'wrong_password',
      message: 'Senha atual incorreta.',
      field: 'password',
    });
    confirm();
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Senha incorreta.'));
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(requestsTo(server, '/auth/v1/logout')).toEqual([]);
    expect((await server.client.getSession()).data.session).not.toBeNull();

    fireEvent.change(passwordField(), { target: { value: 'Legado#202' } });
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  });

  it('deletes the account, signs out here only, and says so on the sign-in screen', async () => {
    const router = await openSecurityPage(server);
    fireEvent.click(startButton());
    fireEvent.change(passwordField(), { target: { value: 'Legado#2025' } });
    server.respondTo('/api/v1/me', 204);
    confirm();

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const toast = (await screen.findByText('Sua conta foi excluída.')).closest(
      '[data-sonner-toast]',
    );
    expect(toast).toHaveTextContent('Enviamos uma confirmação por email.');
    expect(await screen.findByText('tela de entrada')).toBeInTheDocument();
    expect(deletions()).toEqual([
      expect.objectContaining({
        body: { password: 'Legado#2025' },
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
    expect(requestsTo(server, '/auth/v1/logout')).toEqual([
      expect.objectContaining({ search: '?scope=local' }),
    ]);
    expect((await server.client.getSession()).data.session).toBeNull();
  });

  it('takes the wrong password’s toast away once the right one deletes the account', async () => {
    const router = await openSecurityPage(server);
    fireEvent.click(startButton());
    fireEvent.change(passwordField(), { target: { value: 'errada' } });
    server.respondTo('/api/v1/me', 403, {
      code: 'wrong_password',
      message: 'Senha atual incorreta.',
    });
    confirm();
    expect(await screen.findByText('Não foi possível excluir a conta')).toBeInTheDocument();

    fireEvent.change(passwordField(), { target: { value: 'Legado#2025' } });
    server.respondTo('/api/v1/me', 204);
    confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Não foi possível excluir a conta')).not.toBeInTheDocument(),
    );
  });
});
