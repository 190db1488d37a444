import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../auth/testing/fake-auth-server.ts';
import { scriptCodeCheck, verifications } from '../auth/testing/script-code-check.ts';
import { AuthPage } from './auth/auth-page.tsx';
import { ClientAreaLayout } from './client-area-layout.tsx';
import { SiteFrame } from './site-frame.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const email = 'ana@example.com';
const withFactor = { factors: [totpFactorBody()] };

/** The layout of the signed-in pages at `path`, with stand-ins for the pages and the real `/auth`. */
function renderSignedInPages(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <SiteFrame />,
        children: [
          {
            element: <ClientAreaLayout />,
            children: [
              { path: '/auth', element: <AuthPage /> },
              { path: '/dashboard', element: <p>painel do cliente</p> },
              { path: '/admin/clientes', element: <p>console da equipe</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const codeField = () => screen.getByLabelText('Código de 6 dígitos');
const typeCode = (code: string) => fireEvent.change(codeField(), { target: { value: code } });
const submitCode = () => fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

describe('the second factor’s gate', () => {
  it('asks a session at aal1 of an account with a verified factor for the code, not the page', async () => {
    await server.signIn(email, {}, withFactor);
    renderSignedInPages('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('painel do cliente')).toBeNull();
    // The title and the focus come with the screen's effects, a moment after it is drawn.
    await waitFor(() => expect(document.title).toBe('Verificação em duas etapas — Legacy'));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription(/muda a cada 30 segundos/);
  });

  it.each([
    ['without a verified factor', { factors: [totpFactorBody('unverified')] }],
    ['already at aal2', { aal: 'aal2' as const, ...withFactor }],
  ])('lets a session through %s', async (_, assurance) => {
    await server.signIn(email, {}, assurance);
    renderSignedInPages('/dashboard');
    expect(await screen.findByText('painel do cliente')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
  });

  it('asks for the code after the password, then says the sign-in is done and opens /dashboard', async () => {
    server.respondTo('/token', 200, server.sessionBody(email, {}, withFactor));
    const router = renderSignedInPages('/auth');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Senha', { exact: true }), {
      target: { value: 'Legado#2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    expect(router.state.location.pathname).toBe('/dashboard');
    // Not signed in yet: the code is still due.
    expect(screen.queryByText('Login realizado!')).toBeNull();

    scriptCodeCheck(server, email, 'passes');
    typeCode('123 456');
    expect(codeField()).toHaveValue('123456');
    submitCode();
    expect(await screen.findByText('painel do cliente')).toBeInTheDocument();
    expect(screen.getByText('Login realizado!')).toBeInTheDocument();
    expect(verifications(server).map((request) => request.body)).toEqual([
      { challenge_id: 'challenge-1', code: '123456' },
    ]);
  });

  it('asks the team for the code too, before the console', async () => {
    await server.signIn('equipe@example.com', { role: 'staff' }, withFactor);
    renderSignedInPages('/admin/clientes');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    expect(screen.queryByText('console da equipe')).toBeNull();
    scriptCodeCheck(server, 'equipe@example.com', 'passes', { role: 'staff' });
    typeCode('654321');
    submitCode();
    expect(await screen.findByText('console da equipe')).toBeInTheDocument();
  });

  it('refuses an incomplete code without asking the server', async () => {
    await server.signIn(email, {}, withFactor);
    renderSignedInPages('/dashboard');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    typeCode('12a3');
    expect(codeField()).toHaveValue('123');
    submitCode();
    expect(await screen.findAllByText('Digite os 6 dígitos do código.')).not.toHaveLength(0);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(verifications(server)).toEqual([]);
  });

  it.each([
    [
      422,
      'mfa_verification_failed',
      'Código incorreto. Confira o aplicativo e digite o código que aparece agora.',
    ],
    [
      422,
      'mfa_challenge_expired',
      'O tempo para usar este código acabou. Digite o código que aparece agora no aplicativo.',
    ],
    [
      429,
      'over_request_rate_limit',
      'Muitas tentativas com código errado. Aguarde alguns minutos e tente de novo.',
    ],
  ])('explains a %i %s beside the field and in a toast', async (status, code, message) => {
    await server.signIn(email, {}, withFactor);
    renderSignedInPages('/dashboard');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    scriptCodeCheck(server, email, { status, body: server.errorBody(code, 'refused') });
    typeCode('000000');
    submitCode();
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(new RegExp(message)));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(screen.getAllByText('Código não aceito')).not.toHaveLength(0);
    expect(screen.queryByText('painel do cliente')).toBeNull();

    typeCode('1');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('replaces a refused code’s toast with the sign-in’s once the right code is typed', async () => {
    await server.signIn(email, {}, withFactor);
    renderSignedInPages('/dashboard');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    scriptCodeCheck(server, email, {
      status: 422,
      body: server.errorBody('mfa_verification_failed', 'refused'),
    });
    typeCode('000000');
    submitCode();
    expect(await screen.findByText('Código não aceito')).toBeInTheDocument();

    scriptCodeCheck(server, email, 'passes');
    typeCode('123456');
    submitCode();
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Código não aceito')).toBeNull());
  });

  it('takes a recovery code in place of the app’s, at the same challenge', async () => {
    await server.signIn(email, {}, withFactor);
    renderSignedInPages('/dashboard');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    fireEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    const field = screen.getByLabelText('Código de recuperação');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/formato xxxx-xxxx/);

    fireEvent.change(field, { target: { value: 'abc' } });
    submitCode();
    expect(
      await screen.findAllByText('Digite o código de recuperação, no formato xxxx-xxxx.'),
    ).not.toHaveLength(0);
    expect(verifications(server)).toEqual([]);

    scriptCodeCheck(server, email, 'passes');
    fireEvent.change(field, { target: { value: 'K7QM-2XHD' } });
    submitCode();
    expect(await screen.findByText('painel do cliente')).toBeInTheDocument();
    expect(verifications(server).map((request) => request.body)).toEqual([
      { challenge_id: 'challenge-1', code: 'K7QM-2XHD' },
    ]);
  });

  it('signs this browser out when the person cancels, and goes to the sign-in screen', async () => {
    await server.signIn(email, {}, withFactor);
    const router = renderSignedInPages('/dashboard');
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar e sair' })));
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/v1/logout',
      search: '?scope=local',
    });
  });
});
