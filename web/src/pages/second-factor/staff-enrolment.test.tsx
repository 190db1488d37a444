import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../testing/open-site.tsx';
// Compiled with this file, so that the first wait is not spent compiling the step's chunk.
import './enrolment-step-screen.tsx';

// What the server inlines with STAFF_REQUIRE_MFA on. The app reads it once, so it has a file of
// its own.
beforeAll(() => {
  const runtimeConfig = document.createElement('script');
  runtimeConfig.type = 'application/json';
  runtimeConfig.id = 'runtime-config';
  runtimeConfig.textContent = JSON.stringify({ staffRequireMfa: true });
  document.head.append(runtimeConfig);
});

let server: FakeAuthServer;
beforeEach(() => {
  server = fakeAuthServer();
  server.respondTo('/api/v1/admin/audit', 200, { entries: [], page: 1, per_page: 50, total: 0 });
});
afterEach(() => vi.unstubAllGlobals());

const staff = { role: 'staff' };
const email = 'equipe@example.com';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, index) => `k7qm-2xh${index}`);

/** The auth server enrolls `factor-2` and takes its first code; the data API makes codes. */
function scriptEnrolment() {
  server.respondTo('/user', 200, server.sessionBody(email, staff).user);
  server.respondTo(
    '/factors',
    200,
    {
      id: 'factor-2',
      type: 'totp',
      friendly_name: 'Aplicativo autenticador',
      totp: { qr_code: '<svg></svg>', secret, uri: `otpauth://totp/Legacy:${email}` },
    },
    'POST',
  );
  server.respondTo('/factors/factor-2/challenge', 200, {
    id: 'challenge-1',
    type: 'totp',
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });
  const factors = [totpFactorBody('verified', 'factor-2')];
  server.respondTo(
    '/factors/factor-2/verify',
    200,
    server.sessionBody(email, staff, { aal: 'aal2', factors }),
  );
  server.respondTo('/api/v1/account/recovery-codes', 200, { codes }, 'POST');
}

describe('a member of the team without a second factor (STAFF_REQUIRE_MFA on)', () => {
  it('sets one up right after the password, sees the recovery codes, then gets the page', async () => {
    scriptEnrolment();
    await openSite(server, '/admin/registro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ative a verificação em duas etapas' }),
    ).toBeInTheDocument();
    // The console is not asked for anything it would refuse.
    expect(server.requests.filter((request) => request.path.startsWith('/api/v1/admin/'))).toEqual(
      [],
    );

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' })),
    );
    await screen.findByRole('img', { name: /QR code/ });
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(list).toHaveTextContent(codes[0]!);
    expect(requestsTo(server, '/api/v1/account/recovery-codes', 'POST')).toHaveLength(1);
    expect(screen.queryByText('Login realizado!')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByText('Login realizado!')).toBeInTheDocument();
  });

  it('can leave instead: this browser signs out', async () => {
    scriptEnrolment();
    const router = await openSite(server, '/admin/registro');
    await screen.findByRole('heading', { name: 'Ative a verificação em duas etapas' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar e sair' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('leaves a client without a factor alone', async () => {
    server.respondTo('/api/v1/profile', 200, {});
    await openSite(server, '/dashboard', 'client');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Área do Cliente' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ative a verificação em duas etapas')).toBeNull();
  });
});
