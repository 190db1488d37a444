import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../../auth/testing/fake-auth-server.ts';
import { scriptCodeCheck, verifications } from '../../auth/testing/script-code-check.ts';
import { renderAuthPage } from './testing/render-auth-page.tsx';

let server: FakeAuthServer;

// What the screen fetches when first needed, loaded once here: on a busy machine the first test
// would otherwise spend its wait on compiling them.
beforeAll(() => Promise.all([import('./submit-auth-form.ts'), import('./new-password-code.tsx')]));
beforeEach(() => {
  server = fakeAuthServer();
});

const email = 'ana@example.com';
const recoveryLink = '/auth?mode=reset&token_hash=abc&type=recovery';
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const codeField = () => screen.getByLabelText('Código de 6 dígitos');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
const passwordChanges = () =>
  server.requests.filter((request) => request.method === 'PUT' && request.path === '/auth/v1/user');

/** The code's field, with what it is for. */
const codeAsked = () => screen.findByText(/digite também o código de 6 dígitos/);

/** Opens the recovery link of an account with a verified factor and sends a new password. */
async function sendNewPassword() {
  server.respondTo('/verify', 200, server.sessionBody(email, {}, { factors: [totpFactorBody()] }));
  const router = renderAuthPage(server, recoveryLink);
  await screen.findByRole('heading', { name: 'Nova senha' });
  fireEvent.change(field('Nova senha'), { target: { value: 'Nova-Senha-2026' } });
  fireEvent.change(field('Confirme a nova senha'), { target: { value: 'Nova-Senha-2026' } });
  save();
  return router;
}

describe('"Nova senha" for an account with the second factor', () => {
  it('asks for the code before it saves the password, then saves it and opens /dashboard', async () => {
    const router = await sendNewPassword();
    expect(await codeAsked()).toBeInTheDocument();
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(screen.getByRole('link', { name: /^Fale com a equipe/ })).toBeInTheDocument();
    expect(passwordChanges()).toEqual([]);

    scriptCodeCheck(server, email, 'passes');
    fireEvent.change(codeField(), { target: { value: '123 456' } });
    save();
    expect(await screen.findByText('Senha atualizada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(verifications(server).map((request) => request.body)).toEqual([
      { challenge_id: 'challenge-1', code: '123456' },
    ]);
    // The password goes with the aal2 session the code started.
    expect(passwordChanges()).toHaveLength(1);
    const verifiedAt = server.requests.indexOf(verifications(server)[0]!);
    expect(server.requests.indexOf(passwordChanges()[0]!)).toBeGreaterThan(verifiedAt);
  });

  it('explains a refused code beside its field and keeps the password unsaved', async () => {
    await sendNewPassword();
    await codeAsked();

    fireEvent.change(codeField(), { target: { value: '123' } });
    save();
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/Digite os 6 dígitos do código\./),
    );
    expect(verifications(server)).toEqual([]);

    scriptCodeCheck(server, email, {
      status: 422,
      body: server.errorBody('mfa_verification_failed', 'Invalid TOTP code entered'),
    });
    fireEvent.change(codeField(), { target: { value: '000000' } });
    save();
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(/Código incorreto\./));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(passwordChanges()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
  });

  it('saves the password at once for an account without the factor', async () => {
    server.respondTo('/verify', 200, server.sessionBody(email));
    const router = renderAuthPage(server, recoveryLink);
    await screen.findByRole('heading', { name: 'Nova senha' });
    fireEvent.change(field('Nova senha'), { target: { value: 'Nova-Senha-2026' } });
    fireEvent.change(field('Confirme a nova senha'), { target: { value: 'Nova-Senha-2026' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(passwordChanges()).toHaveLength(1);
  });
});
