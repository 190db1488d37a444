import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { renderAuthPage } from './testing/render-auth-page.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the /auth screen', () => {
  it('starts in sign-in mode with a required e-mail and password', async () => {
    renderAuthPage(fakeAuthServer());
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(field('Senha')).toBeRequired();
    expect(field('Email')).toHaveAttribute('placeholder', 'seu@email.com');
    expect(field('Email')).toBeRequired();
  });

  it('links the terms of use and the privacy policy below the form', async () => {
    renderAuthPage(fakeAuthServer());
    const legal = await screen.findByRole('navigation', { name: 'Documentos legais' });
    expect(within(legal).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/termos',
    );
    expect(within(legal).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('opens in reset mode from the address and has no password field there', async () => {
    renderAuthPage(fakeAuthServer(), '/auth?mode=reset');
    expect(await screen.findByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha', { exact: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('switches modes, and "Fazer login" clears the password', async () => {
    renderAuthPage(fakeAuthServer());
    fireEvent.change(await screen.findByLabelText('Senha', { exact: true }), {
      target: { value: 'digitada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    expect(screen.getByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    expect(screen.getByText('Lembrou a senha?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fazer login' }));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(field('Senha')).toHaveValue('');
    expect(field('Email')).toHaveFocus();
  });

  it('shows "Processando..." with every input disabled while it works', async () => {
    const server = fakeAuthServer();
    server.hang('/token');
    renderAuthPage(server);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(field('Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const busy = await screen.findByRole('button', { name: 'Processando...' });
    expect(busy).toBeDisabled();
    expect(field('Email')).toBeDisabled();
    expect(field('Senha')).toBeDisabled();
    await act(async () => server.release());
  });

  it('validates before sending: a short password gets the seed message and no request', async () => {
    const server = fakeAuthServer();
    renderAuthPage(server);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: ' ana@example.com ' },
    });
    fireEvent.change(field('Senha'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro de validação')).toBeInTheDocument();
    // In the toast, and beside the field, which is marked invalid and takes the focus.
    expect(screen.getAllByText('Senha deve ter no mínimo 6 caracteres')).toHaveLength(2);
    expect(field('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Senha')).toHaveAccessibleDescription('Senha deve ter no mínimo 6 caracteres');
    expect(field('Senha')).toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(server.requests.filter((request) => request.path.endsWith('/token'))).toEqual([]);

    fireEvent.change(field('Senha'), { target: { value: '123456' } });
    expect(field('Senha')).not.toHaveAttribute('aria-invalid');
  });

  it('maps the provider error to the seed text, and goes to /dashboard after a sign-in', async () => {
    const server = fakeAuthServer();
    server.respondTo(
      '/token',
      400,
      server.errorBody('invalid_credentials', 'Invalid login credentials'),
    );
    const router = renderAuthPage(server);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(field('Senha'), { target: { value: 'errada1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha incorretos.')).toBeInTheDocument();

    server.respondTo('/token', 200, server.sessionBody('ana@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The toast stays with the client on the page they land on.
    expect(await screen.findByText('painel')).toBeInTheDocument();
    expect(screen.getByText('Login realizado!')).toBeInTheDocument();
  });

  it('returns to sign-in mode after a reset request is sent', async () => {
    const server = fakeAuthServer();
    renderAuthPage(server, '/auth?mode=reset');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Email enviado!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({
      path: '/auth/v1/recover',
      body: { email: 'ana@example.com' },
    });
  });

  it('shows "Nova senha" for an e-mail link and refuses a different confirmation', async () => {
    const server = fakeAuthServer();
    renderAuthPage(server, '/auth?mode=reset&token_hash=abc&type=recovery');
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    expect(field('Nova senha')).toHaveAccessibleDescription('De 6 a 100 caracteres.');
    fireEvent.change(field('Nova senha'), { target: { value: 'Nova-Senha-1' } });
    fireEvent.change(field('Confirme a nova senha'), { target: { value: 'Nova-Senha-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/verify'))).toEqual([]);
  });

  it('replaces the refusal with the success once an invitation’s password is set', async () => {
    const server = fakeAuthServer();
    server.respondTo('/verify', 200, server.sessionBody('ana@example.com'));
    const router = renderAuthPage(server, '/auth?mode=reset&token_hash=abc&type=invite');
    await screen.findByRole('heading', { name: 'Nova senha' });
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    fireEvent.change(field('Nova senha'), { target: { value: 'Nova-Senha-1' } });
    fireEvent.change(field('Confirme a nova senha'), { target: { value: 'Nova-Senha-2' } });
    save();
    save();
    expect(await screen.findByText('Erro de validação')).toBeInTheDocument();
    // The same refusal twice is one toast.
    expect(screen.getAllByText('Erro de validação')).toHaveLength(1);

    fireEvent.change(field('Confirme a nova senha'), { target: { value: 'Nova-Senha-1' } });
    save();
    expect(await screen.findByText('Senha atualizada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('Erro de validação')).not.toBeInTheDocument());
  });

  it.each([
    '/auth?mode=reset&token_hash=abc&type=recovery',
    '/auth?mode=reset&token%5Fhash=abc&type=recovery',
  ])('takes the token out of the address, however its name is encoded: %s', async (path) => {
    const router = renderAuthPage(fakeAuthServer(), path);
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?mode=reset'));
  });
});
