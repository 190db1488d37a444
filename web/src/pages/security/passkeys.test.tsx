import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { openSecurityPage, requestsTo } from './testing/open-security-page.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByRole('region', { name: 'Chaves de acesso' });
const phone = { id: 'passkey-1', friendly_name: 'Celular', created_at: '2026-03-01T12:00:00Z' };
const unnamed = {
  id: 'passkey-2',
  created_at: '2026-03-05T12:00:00Z',
  last_used_at: '2026-03-06T09:00:00Z',
};

describe('"Chaves de acesso"', () => {
  it('lists the passkeys by name, and says when this browser cannot add one', async () => {
    server.respondTo('/passkeys', 200, [phone, unnamed], 'GET');
    await openSecurityPage(server);
    const list = await within(section()).findByRole('list', { name: 'Suas chaves de acesso' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Celular');
    expect(items[0]).toHaveTextContent('Adicionada em 1 de março de 2026');
    expect(items[1]).toHaveTextContent('Chave de acesso sem nome');
    expect(items[1]).toHaveTextContent('Último uso em 6 de março de 2026');
    // jsdom has no WebAuthn, as an old browser.
    expect(section()).toHaveTextContent('Este navegador não oferece chaves de acesso.');
    expect(
      within(section()).queryByRole('button', { name: 'Adicionar chave de acesso' }),
    ).toBeNull();
  });

  it('renames a passkey, refusing an empty name before asking the server', async () => {
    server.respondTo('/passkeys', 200, [phone], 'GET');
    server.respondTo('/passkeys/passkey-1', 200, { ...phone, friendly_name: 'Notebook' }, 'PATCH');
    await openSecurityPage(server);
    await act(async () =>
      fireEvent.click(await within(section()).findByRole('button', { name: 'Renomear' })),
    );
    const field = within(section()).getByLabelText('Nome da chave de acesso');
    fireEvent.change(field, { target: { value: '  ' } });
    await act(async () =>
      fireEvent.click(within(section()).getByRole('button', { name: 'Salvar nome' })),
    );
    expect(section()).toHaveTextContent('Digite um nome para a chave de acesso.');
    expect(requestsTo(server, '/auth/v1/passkeys/passkey-1', 'PATCH')).toEqual([]);

    fireEvent.change(field, { target: { value: ' Notebook ' } });
    await act(async () =>
      fireEvent.click(within(section()).getByRole('button', { name: 'Salvar nome' })),
    );
    await screen.findByText('Nome salvo.');
    expect(requestsTo(server, '/auth/v1/passkeys/passkey-1', 'PATCH')[0]?.body).toEqual({
      friendly_name: 'Notebook',
    });
  });

  it('removes a passkey once confirmed', async () => {
    server.respondTo('/passkeys', 200, [phone], 'GET');
    server.respondTo('/passkeys/passkey-1', 204, undefined, 'DELETE');
    await openSecurityPage(server);
    await act(async () =>
      fireEvent.click(await within(section()).findByRole('button', { name: 'Remover' })),
    );
    expect(section()).toHaveTextContent('Remover esta chave de acesso?');
    server.respondTo('/passkeys', 200, [], 'GET');
    await act(async () =>
      fireEvent.click(within(section()).getByRole('button', { name: 'Remover' })),
    );
    await screen.findByText('Chave de acesso removida.');
    expect(requestsTo(server, '/auth/v1/passkeys/passkey-1', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(section()).toHaveTextContent('Nenhuma chave de acesso cadastrada.'));
  });
});
