import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { renderAuthPage } from './testing/render-auth-page.tsx';

/** A browser with WebAuthn whose `navigator.credentials.get` does what `get` does. */
function withWebAuthn(get: (options: CredentialRequestOptions) => Promise<unknown>) {
  class PublicKeyCredential {}
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  const credentials = { get: vi.fn(get), create: vi.fn() };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return { credentials, PublicKeyCredential };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

const button = () => screen.findByRole('button', { name: 'Entrar com chave de acesso' });

function offerChallenge(server: FakeAuthServer) {
  server.respondTo(
    '/passkeys/authentication/options',
    200,
    {
      challenge_id: 'challenge-1',
      options: { challenge: 'Y2hhbGxlbmdl', rpId: 'site.test', userVerification: 'required' },
      expires_at: Math.floor(Date.now() / 1000) + 300,
    },
    'POST',
  );
}

describe('"Entrar com chave de acesso" on /auth', () => {
  it('is not offered where the browser has no passkeys', async () => {
    renderAuthPage(fakeAuthServer());
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(screen.queryByRole('button', { name: 'Entrar com chave de acesso' })).toBeNull();
  });

  it('says so when the device does not give the passkey, and sends nothing to verify', async () => {
    const server = fakeAuthServer();
    offerChallenge(server);
    const { credentials } = withWebAuthn(() =>
      Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError')),
    );
    renderAuthPage(server);
    await act(async () => fireEvent.click(await button()));
    expect(
      await screen.findByText(
        'A chave de acesso não foi usada. Tente de novo, ou entre com email e senha.',
      ),
    ).toBeInTheDocument();
    expect(credentials.get.mock.calls[0]![0].publicKey).toMatchObject({ rpId: 'site.test' });
    expect(server.requests.map((request) => request.path)).not.toContain(
      '/auth/v1/passkeys/authentication/verify',
    );
    expect(await button()).toBeEnabled();
  });

  it('signs in with the passkey the device gives and lands on /dashboard', async () => {
    const server = fakeAuthServer();
    offerChallenge(server);
    const answer = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    const { PublicKeyCredential } = withWebAuthn(async () =>
      Object.assign(new PublicKeyCredential(), { toJSON: () => answer }),
    );
    server.respondTo(
      '/passkeys/authentication/verify',
      200,
      server.sessionBody('ana@example.com'),
      'POST',
    );
    renderAuthPage(server);
    await act(async () => fireEvent.click(await button()));
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
    expect(await screen.findByText('painel')).toBeInTheDocument();
    const verify = server.requests.find(
      (request) => request.path === '/auth/v1/passkeys/authentication/verify',
    );
    expect(verify?.body).toEqual({ challenge_id: 'challenge-1', credential: answer });
  });
});
