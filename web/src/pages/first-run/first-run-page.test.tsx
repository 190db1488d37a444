import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../testing/open-site.tsx';

let server: FakeAuthServer;
beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const email = 'dona@example.com';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const token = 'segredo-do-primeiro-acesso';
const codes = ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2'];
const page = `/admin/primeiro-acesso#${token}`;

const field = (name: string) => screen.getByLabelText(name);

async function fillAccount(values: { name: string; email: string; password: string }) {
  await screen.findByRole('heading', { name: 'Primeiro acesso' });
  await screen.findByRole('button', { name: 'Criar conta' });
  fireEvent.change(field('Nome'), { target: { value: values.name } });
  fireEvent.change(field('Email'), { target: { value: values.email } });
  fireEvent.change(field('Senha'), { target: { value: values.password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar conta' })));
}

describe('/admin/primeiro-acesso', () => {
  it('creates the account, sets up the second factor, shows the codes once and opens the console', async () => {
    const staffSession = server.sessionBody(email, { role: 'staff' });
    server.respondTo('/api/v1/setup/check', 200, { valid: true });
    server.respondTo('/api/v1/setup', 200, staffSession);
    server.respondTo('/user', 200, staffSession.user);
    server.respondTo(
      '/factors',
      200,
      {
        id: 'factor-2',
        type: 'totp',
        friendly_name: 'Aplicativo autenticador',
        totp: { qr_code: '<svg/>', secret, uri: `otpauth://totp/Legacy:${email}?secret=${secret}` },
      },
      'POST',
    );
    server.respondTo('/factors/factor-2/challenge', 200, {
      id: 'challenge-1',
      type: 'totp',
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
    const verified = [totpFactorBody('verified', 'factor-2')];
    const atAal2 = server.sessionBody(email, { role: 'staff' }, { aal: 'aal2', factors: verified });
    server.respondTo('/factors/factor-2/verify', 200, atAal2);
    // The endpoint of the recovery codes (another change) answers `{ codes }` at aal2.
    server.respondTo('/api/v1/account/recovery-codes', 200, { codes }, 'POST');

    const router = await openSite(server, page, 'signed-out');
    await fillAccount({
      name: ' Maria Legado ',
      email: 'Dona@Example.com',
      password: 'Legado#2025',
    });
    expect(requestsTo(server, '/api/v1/setup/check', 'POST')[0]!.body).toEqual({ token });
    expect(requestsTo(server, '/api/v1/setup', 'POST')[0]!.body).toEqual({
      token,
      name: 'Maria Legado',
      email,
      password: 'Legado#2025',
    });

    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // The factor is not optional here: no way to skip it.
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    server.respondTo('/user', 200, atAal2.user);
    fireEvent.change(field('Código de 6 dígitos'), { target: { value: '123456' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar e ativar' })),
    );

    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Códigos de recuperação' })).toHaveFocus(),
    );
    expect(list).toHaveTextContent(codes.join(''));
    const [codeRequest] = requestsTo(server, '/api/v1/account/recovery-codes', 'POST');
    expect(codeRequest!.body).toEqual({});
    expect(codeRequest!.authorization).toBe(`Bearer ${atAal2.access_token}`);

    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(codes.join('\n')));
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Ir para o console' })));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/(?!primeiro)/));
  });

  it('shows each field’s problem and sends nothing while the form is wrong', async () => {
    server.respondTo('/api/v1/setup/check', 200, { valid: true });
    await openSite(server, page, 'signed-out');
    await fillAccount({ name: '  ', email: 'não-é-email', password: '123' });
    expect(field('Nome')).toHaveAccessibleDescription('Informe seu nome.');
    expect(field('Email')).toHaveAccessibleDescription('Email inválido');
    expect(field('Senha')).toHaveAccessibleDescription(/Senha deve ter no mínimo 6 caracteres/);
    expect(field('Nome')).toHaveFocus();
    expect(requestsTo(server, '/api/v1/setup', 'POST')).toHaveLength(0);

    server.respondTo('/api/v1/setup', 409, {
      code: 'email_exists',
      message: 'Este email já tem uma conta. Use outro.',
      field: 'email',
    });
    await fillAccount({ name: 'Maria', email: 'cliente@example.com', password: 'Legado#2025' });
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('Este email já tem uma conta. Use outro.'),
    );
  });

  it.each([
    ['setup_link_used', 410, 'já foi usado'],
    ['setup_link_expired', 410, 'vale 24 horas'],
    ['setup_link_invalid', 403, 'não é válido'],
  ])('says a link is refused (%s) and how to get a new one', async (code, status, words) => {
    server.respondTo('/api/v1/setup/check', status, { code, message: 'recusado' });
    await openSite(server, page, 'signed-out');
    expect(await screen.findByText(new RegExp(words))).toHaveTextContent(
      'npm run users -- setup-link',
    );
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
  });

  it('checks the link again when the whole one is pasted over a cut one in the same tab', async () => {
    server.respondTo('/api/v1/setup/check', 403, {
      code: 'setup_link_invalid',
      message: 'recusado',
    });
    const router = await openSite(server, '/admin/primeiro-acesso#segredo-do-pri', 'signed-out');
    await screen.findByText(/não é válido/);

    server.respondTo('/api/v1/setup/check', 200, { valid: true });
    await act(() => router.navigate(page));
    await screen.findByRole('button', { name: 'Criar conta' });
    expect(requestsTo(server, '/api/v1/setup/check', 'POST').at(-1)!.body).toEqual({ token });
  });

  it('sends a team that has its account to the sign-in', async () => {
    server.respondTo('/api/v1/setup/check', 409, { code: 'setup_closed', message: 'fechado' });
    await openSite(server, page, 'signed-out');
    expect(await screen.findByText(/A equipe já tem uma conta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a entrada' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('says so when the address lost its secret, without asking the server', async () => {
    await openSite(server, '/admin/primeiro-acesso', 'signed-out');
    expect(await screen.findByText(/não traz o link inteiro/)).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/setup/check', 'POST')).toHaveLength(0);
  });
});
