import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { renderAuthPage } from '../testing/render-auth-page.tsx';

const codeField = () => screen.findByLabelText('Código de 6 dígitos');
const requestsTo = (server: FakeAuthServer, path: string) =>
  server.requests.filter((request) => request.path === `/auth/v1${path}`);

/** `/auth`, the code asked for `ana@example.com`: the code's field on screen. */
async function atTheCode(server: FakeAuthServer) {
  const router = renderAuthPage(server);
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: 'ana@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Receber um código por email' }));
  expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  await codeField();
  return router;
}

function enter(code: string) {
  fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('signing in with a code by e-mail on /auth', () => {
  it('asks for a code without an account being made, and signs in with the pasted code', async () => {
    const server = fakeAuthServer();
    server.respondTo('/verify', 200, server.sessionBody('ana@example.com'));
    const router = await atTheCode(server);
    expect(requestsTo(server, '/otp')).toMatchObject([
      { body: { email: 'ana@example.com', create_user: false } },
    ]);
    const field = await codeField();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(screen.getByText(/Ele vale por 10 minutos/)).toBeInTheDocument();

    enter('123 456');
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(server, '/verify')).toMatchObject([
      { body: { email: 'ana@example.com', token: '123456', type: 'email' } },
    ]);
  });

  it.each([
    ['otp_invalid', 'Código incorreto. Confira o email e digite o código de novo.'],
    ['otp_expired', 'Este código expirou ou já foi usado. Peça um novo código.'],
    [
      'otp_attempts_exceeded',
      'Código errado vezes demais. Peça um novo código ou use o link do email.',
    ],
  ])('says what to do when the code is refused with %s', async (code, message) => {
    const server = fakeAuthServer();
    server.respondTo('/verify', 403, server.errorBody(code, 'refused'));
    await atTheCode(server);
    enter('123456');
    await waitFor(() =>
      expect(screen.getByLabelText('Código de 6 dígitos')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveFocus();
  });

  it('asks for all six digits before sending, and says how long to wait for a new code', async () => {
    const server = fakeAuthServer();
    await atTheCode(server);
    enter('1234');
    expect(await screen.findAllByText('Digite os 6 dígitos do código.')).not.toHaveLength(0);
    expect(requestsTo(server, '/verify')).toEqual([]);

    server.respondTo(
      '/otp',
      429,
      server.errorBody(
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 42 seconds.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar um novo código' }));
    expect(
      await screen.findAllByText(
        'Acabamos de enviar um código para este endereço. Aguarde 42 segundos para pedir outro.',
      ),
    ).not.toHaveLength(0);
  });

  it('finishes from the e-mail’s link with one tap, and sends nothing before it', async () => {
    const server = fakeAuthServer();
    server.respondTo('/verify', 200, server.sessionBody('ana@example.com'));
    const router = renderAuthPage(server, '/auth?token_hash=abc&type=magiclink');
    expect(
      await screen.findByRole('heading', { name: 'Entrar com o link do email' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requestsTo(server, '/verify')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(server, '/verify')).toMatchObject([
      { body: { token_hash: 'abc', type: 'magiclink' } },
    ]);
  });

  it('offers a new code when the link no longer works', async () => {
    const server = fakeAuthServer();
    server.respondTo('/verify', 403, server.errorBody('otp_expired', 'expired'));
    renderAuthPage(server, '/auth?token_hash=abc&type=magiclink');
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Este link expirou ou já foi usado. Peça um novo código.',
    );
  });

  it('goes back to the password form', async () => {
    renderAuthPage(fakeAuthServer());
    fireEvent.click(await screen.findByRole('button', { name: 'Receber um código por email' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar com senha' }));
    expect(await screen.findByLabelText('Senha', { exact: true })).toBeInTheDocument();
  });
});
