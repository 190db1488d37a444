import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { renderAuthPage } from './testing/render-auth-page.tsx';

function expiredLinkServer() {
  const server = fakeAuthServer();
  server.respondTo('/verify/check', 403, {
    code: 403,
    error_code: 'otp_expired',
    msg: 'Email link is invalid or has expired',
  });
  // The link is checked with a plain request, not through the auth client.
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('a link from an e-mail that no longer works', () => {
  it('speaks of an invitation, and tells the client the team can send a new one', async () => {
    renderAuthPage(expiredLinkServer(), '/auth?mode=reset&token_hash=abc&type=invite');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Este convite não vale mais');
    expect(notice).toHaveTextContent('ela pode enviar um novo convite');
    // The client signs in if they already chose a password; nothing here is a password reset.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entrar');
    await waitFor(() => expect(document.title).toBe('Entrar — Legacy'));
    expect(document.body).not.toHaveTextContent(/redefini/i);
  });

  it('offers a new reset link when it was one', async () => {
    renderAuthPage(expiredLinkServer(), '/auth?mode=reset&token_hash=abc&type=recovery');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Este link não vale mais');
    expect(notice).toHaveTextContent('Informe o seu email para receber um novo.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Redefinir senha');
  });
});
