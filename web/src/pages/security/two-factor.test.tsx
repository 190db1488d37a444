import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../../auth/testing/fake-auth-server.ts';
import { openSecurityPage, requestsTo } from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const email = 'ana@example.com';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efg${index}`);
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>';

const section = () => screen.getByRole('region', { name: 'Verificação em duas etapas' });
const startButton = () =>
  within(section()).getByRole('button', { name: 'Ativar verificação em duas etapas' });
const codeField = () => within(section()).getByLabelText('Código de 6 dígitos');

/** What `GET /user` lists: the account's factors. */
const listFactors = (factors: ReturnType<typeof totpFactorBody>[]) =>
  server.respondTo('/user', 200, server.sessionBody(email, {}, { factors }).user);

/** Opens the page with no factor, and starts the set-up: the server enrolls `factor-2`. */
async function startEnrolment(leftOver: ReturnType<typeof totpFactorBody>[] = []) {
  listFactors(leftOver);
  server.respondTo(
    '/factors',
    200,
    {
      id: 'factor-2',
      type: 'totp',
      friendly_name: 'Aplicativo autenticador',
      totp: { qr_code: svg, secret, uri: `otpauth://totp/Legacy:${email}?secret=${secret}` },
    },
    'POST',
  );
  await openSecurityPage(server);
  await act(async () => fireEvent.click(await within(section()).findByRole('button')));
  await within(section()).findByRole('img');
}

describe('"Verificação em duas etapas"', () => {
  it('offers the set-up when no factor is verified', async () => {
    listFactors([totpFactorBody('unverified')]);
    await openSecurityPage(server);
    expect(await within(section()).findByRole('button')).toHaveTextContent(
      'Ativar verificação em duas etapas',
    );
    expect(section()).toHaveTextContent(/aplicativo autenticador no seu celular/);
  });

  it('shows the QR code and the key grouped by four, after removing a set-up left unfinished', async () => {
    await startEnrolment([totpFactorBody('unverified', 'factor-old')]);
    expect(requestsTo(server, '/auth/v1/factors/factor-old', 'DELETE')).toHaveLength(1);
    expect(requestsTo(server, '/auth/v1/factors', 'POST').map((request) => request.body)).toEqual([
      { factor_type: 'totp', friendly_name: 'Aplicativo autenticador', issuer: 'Legacy' },
    ]);
    const qrCode = within(section()).getByRole('img', {
      name: 'QR code para adicionar a sua conta Legacy ao aplicativo autenticador',
    });
    expect(qrCode).toHaveAttribute('src', `data:image/svg+xml;utf-8,${svg}`);
    expect(section()).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('copies the key whole', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await startEnrolment();
    fireEvent.click(within(section()).getByRole('button', { name: 'Copiar chave' }));
    expect(await screen.findByText('Chave copiada.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(secret);
  });

  it('refuses a wrong code beside the field, then turns the factor on with the right one', async () => {
    await startEnrolment();
    server.respondTo('/factors/factor-2/challenge', 200, {
      id: 'challenge-1',
      type: 'totp',
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
    server.respondTo(
      '/factors/factor-2/verify',
      422,
      server.errorBody('mfa_verification_failed', 'Invalid TOTP code entered'),
    );
    fireEvent.change(codeField(), { target: { value: '000000' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Confirmar e ativar' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/Código incorreto\. Confira o aplicativo/),
    );
    expect(codeField()).toHaveFocus();

    const verified = [totpFactorBody('verified', 'factor-2')];
    server.respondTo(
      '/factors/factor-2/verify',
      200,
      server.sessionBody(email, {}, { aal: 'aal2', factors: verified }),
    );
    listFactors(verified);
    server.respondTo('/api/v1/account/recovery-codes', 200, { codes: recoveryCodes }, 'POST');
    const sessionReads = requestsTo(server, '/api/v1/me/sessions').length;
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText('Verificação em duas etapas ativada.')).toBeInTheDocument();
    expect(
      await within(section()).findByText('Ativada em 4 de março de 2026.'),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveFocus();
    // Verifying ends the account's other sessions: the list is read again.
    expect(requestsTo(server, '/api/v1/me/sessions').length).toBeGreaterThan(sessionReads);
    // Its recovery codes come with it, shown once.
    const shown = await within(section()).findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
  });

  it('removes the unverified factor when the set-up is cancelled', async () => {
    await startEnrolment();
    await act(async () =>
      fireEvent.click(within(section()).getByRole('button', { name: 'Cancelar' })),
    );
    expect(startButton()).toHaveFocus();
    expect(requestsTo(server, '/auth/v1/factors/factor-2', 'DELETE')).toHaveLength(1);
  });

  describe('when it is on', () => {
    beforeEach(() => listFactors([totpFactorBody()]));
    const removeButton = () =>
      within(section()).getByRole('button', { name: 'Desativar verificação em duas etapas' });
    const step = () =>
      within(section()).getByRole('alertdialog', {
        name: 'Desativar a verificação em duas etapas?',
      });

    it('says since when, and removes it after a confirmation', async () => {
      await openSecurityPage(server);
      expect(
        await within(section()).findByText('Ativada em 4 de março de 2026.'),
      ).toBeInTheDocument();
      fireEvent.click(removeButton());
      expect(within(step()).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(requestsTo(server, '/auth/v1/factors/factor-1', 'DELETE')).toEqual([]);

      listFactors([]);
      fireEvent.click(within(step()).getByRole('button', { name: 'Desativar' }));
      expect(await screen.findByText('Verificação em duas etapas desativada.')).toBeInTheDocument();
      // The section reads the factors again after the toast: wait for the button it then shows.
      expect(
        await within(section()).findByRole('button', { name: 'Ativar verificação em duas etapas' }),
      ).toBeInTheDocument();
      expect(requestsTo(server, '/auth/v1/factors/factor-1', 'DELETE')).toHaveLength(1);
    });

    it('makes a new set of recovery codes after a confirmation, then says how many are left', async () => {
      server.respondTo('/api/v1/account/recovery-codes', 200, {
        remaining: 7,
        created_at: '2026-03-04T12:01:00Z',
      });
      await openSecurityPage(server);
      expect(
        await within(section()).findByText(
          '7 de 10 códigos disponíveis, gerados em 4 de março de 2026.',
        ),
      ).toBeInTheDocument();
      server.respondTo('/api/v1/account/recovery-codes', 200, { codes: recoveryCodes }, 'POST');
      fireEvent.click(within(section()).getByRole('button', { name: 'Gerar novos códigos' }));
      const confirm = within(section()).getByRole('alertdialog', {
        name: 'Gerar novos códigos de recuperação?',
      });
      expect(requestsTo(server, '/api/v1/account/recovery-codes', 'POST')).toEqual([]);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar novos códigos' }));
      const shown = await within(section()).findByRole('list', {
        name: 'Códigos de recuperação',
      });
      expect(within(shown).getAllByRole('listitem')).toHaveLength(10);

      server.respondTo('/api/v1/account/recovery-codes', 200, {
        remaining: 10,
        created_at: '2026-03-05T12:01:00Z',
      });
      fireEvent.click(within(section()).getByRole('button', { name: 'Já guardei os códigos' }));
      expect(
        await within(section()).findByText(
          '10 de 10 códigos disponíveis, gerados em 5 de março de 2026.',
        ),
      ).toBeInTheDocument();
      expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
    });

    it('explains that a session without the code cannot remove it', async () => {
      server.respondTo(
        '/factors/factor-1',
        422,
        server.errorBody('insufficient_aal', 'AAL2 required to unenroll verified factor'),
        'DELETE',
      );
      await openSecurityPage(server);
      fireEvent.click(
        await within(section()).findByRole('button', {
          name: 'Desativar verificação em duas etapas',
        }),
      );
      fireEvent.click(within(step()).getByRole('button', { name: 'Desativar' }));
      expect(await screen.findByText('Não foi possível desativar')).toBeInTheDocument();
      expect(
        screen.getByText(/Saia, entre de novo com a senha e o código, e tente outra vez\./),
      ).toBeInTheDocument();
      expect(step()).toBeInTheDocument();
    });
  });
});
