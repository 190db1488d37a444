import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { openSecurityPage, requestsTo } from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label);
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
const typed = {
  'Senha atual': 'Legado#2025',
  'Nova senha': 'Sucessao#2026',
  'Confirme a nova senha': 'Sucessao#2026',
};
const passwordRequests = () => requestsTo(server, '/api/v1/me/password', 'POST');

describe('"Trocar senha"', () => {
  it('offers the password fields to password managers, with the account’s e-mail', async () => {
    await openSecurityPage(server);
    expect(field('Senha atual')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Nova senha')).toHaveAccessibleDescription('De 6 a 100 caracteres.');
    expect(field('Confirme a nova senha')).toHaveAttribute('autocomplete', 'new-password');
    const form = field('Senha atual').closest('form')!;
    const username = form.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('ana@example.com');
    expect(username).not.toBeVisible();
  });

  it('checks the passwords here first: each error beside its field, focus on the first', async () => {
    await openSecurityPage(server);
    fill({ 'Nova senha': '12345', 'Confirme a nova senha': '12345' });
    submit();
    expect(await screen.findByText('Informe a sua senha atual.')).toBeInTheDocument();
    expect(field('Senha atual')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Senha atual')).toHaveFocus();
    expect(field('Nova senha')).toHaveAccessibleDescription(
      'De 6 a 100 caracteres. Senha deve ter no mínimo 6 caracteres',
    );
    expect(await screen.findByText('Revise a senha')).toBeInTheDocument();

    fill({ 'Nova senha': 'Sucessao#2026', 'Confirme a nova senha': 'Sucessao#2027' });
    expect(field('Nova senha')).not.toHaveAttribute('aria-invalid');
    submit();
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(field('Confirme a nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordRequests()).toEqual([]);
  });

  it('shows a wrong current password beside "Senha atual", keeping what was typed', async () => {
    await openSecurityPage(server);
    fill(typed);
    server.respondTo('/api/v1/me/password', 403, {
      code: 'wrong_password',
      message: 'Senha atual incorreta.',
      field: 'current_password',
    });
    submit();
    await waitFor(() => expect(field('Senha atual')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Senha atual')).toHaveAccessibleDescription('Senha atual incorreta.');
    expect(field('Senha atual')).toHaveFocus();
    expect(field('Nova senha')).toHaveValue('Sucessao#2026');
    expect(
      (await screen.findByText('Não foi possível trocar a senha')).closest('[data-sonner-toast]'),
    ).toBeInTheDocument();
  });

  it.each([
    ['weak_password', 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.'],
    ['same_password', 'A nova senha deve ser diferente da atual.'],
  ])('shows %s, in the server’s words, beside "Nova senha"', async (code, message) => {
    await openSecurityPage(server);
    fill(typed);
    server.respondTo('/api/v1/me/password', 422, { code, message, field: 'new_password' });
    submit();
    await waitFor(() => expect(field('Nova senha')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Nova senha')).toHaveAccessibleDescription(`De 6 a 100 caracteres. ${message}`);
    expect(field('Nova senha')).toHaveFocus();
    expect(field('Senha atual')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal of a field beside it', async () => {
    await openSecurityPage(server);
    fill(typed);
    server.respondTo('/api/v1/me/password', 400, {
      code: 'validation_failed',
      message: 'Senha deve ter no mínimo 8 caracteres',
      field: 'new_password',
    });
    submit();
    await waitFor(() =>
      expect(field('Nova senha')).toHaveAccessibleDescription(
        'De 6 a 100 caracteres. Senha deve ter no mínimo 8 caracteres',
      ),
    );
  });

  it('says to wait after too many tries', async () => {
    await openSecurityPage(server);
    fill(typed);
    server.respondTo('/api/v1/me/password', 429, {
      code: 'over_request_rate_limit',
      message: 'Muitas requisições. Tente de novo em instantes.',
    });
    submit();
    const message = await screen.findByText(
      'Muitas tentativas seguidas. Aguarde um instante e tente de novo.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent(
      'Não foi possível trocar a senha',
    );
    expect(field('Senha atual')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the current and the new password, then clears the form and lists the sessions again', async () => {
    await openSecurityPage(server);
    fill(typed);
    server.respondTo('/api/v1/me/password', 204);
    submit();

    const toast = (await screen.findByText('Senha alterada.')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('As outras sessões foram encerradas.');
    expect(passwordRequests()).toEqual([
      expect.objectContaining({
        body: { current_password: 'Legado#2025', new_password: 'Sucessao#2026' },
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
    for (const label of Object.keys(typed)) expect(field(label)).toHaveValue('');
    await waitFor(() => expect(requestsTo(server, '/api/v1/me/sessions')).toHaveLength(2));
    const sessions = screen.getByRole('region', { name: 'Sessões ativas' });
    expect(within(sessions).getByText('Chrome no Windows')).toBeInTheDocument();
  });
});
