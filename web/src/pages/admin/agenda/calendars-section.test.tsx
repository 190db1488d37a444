import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { openAdminAgenda, ownCalendarPath } from './testing/open-admin-agenda.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('America/Sao_Paulo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Calendários' });
const feedPath = ownCalendarPath.replace(/calendar$/, 'feed');
const feedUrl = 'https://legado.example/api/v1/feeds/hosts/segredo.ics';

describe('/admin/agenda: the host’s calendars', () => {
  it('shows a new feed address once, to copy, and turns it off', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openAdminAgenda(server);
    server.respondTo(feedPath, 200, { url: feedUrl }, 'POST');
    fireEvent.click(within(section()).getByRole('button', { name: 'Gerar endereço' }));
    const address = await within(section()).findByRole('textbox', {
      name: 'Endereço de assinatura',
    });
    expect(address).toHaveValue(feedUrl);
    fireEvent.click(within(section()).getByRole('button', { name: 'Copiar endereço' }));
    expect(await screen.findByText('Endereço copiado.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(feedUrl);

    server.respondTo(feedPath, 204, undefined, 'DELETE');
    fireEvent.click(within(section()).getByRole('button', { name: 'Desativar endereço' }));
    expect(await screen.findByText('Endereço desativado.')).toBeInTheDocument();
    expect(within(section()).queryByRole('textbox', { name: 'Endereço de assinatura' })).toBeNull();
    expect(requestsTo(server, feedPath, 'DELETE')).toHaveLength(1);
  });

  it('says beside its field why a calendar was refused, then shows why it fails', async () => {
    await openAdminAgenda(server);
    const field = (name: string) => within(section()).getByLabelText(name, { exact: false });
    fireEvent.click(within(section()).getByRole('button', { name: 'Conectar calendário' }));
    expect(await screen.findByText('Revise os dados do calendário')).toBeInTheDocument();
    expect(field('Endereço do calendário')).toHaveFocus();
    expect(requestsTo(server, ownCalendarPath, 'PUT')).toEqual([]);

    fireEvent.change(field('Endereço do calendário'), {
      target: { value: 'https://caldav.fastmail.com/' },
    });
    fireEvent.change(field('Usuário'), { target: { value: 'ana@fastmail.com' } });
    fireEvent.change(field('Senha de app'), { target: { value: 'abcd efgh' } });
    const refusal = 'O calendário recusou o usuário ou a senha de app.';
    server.respondTo(
      ownCalendarPath,
      422,
      { code: 'calendar_unavailable', message: refusal, field: 'password' },
      'PUT',
    );
    fireEvent.click(within(section()).getByRole('button', { name: 'Conectar calendário' }));
    await waitFor(() => expect(field('Senha de app')).toHaveFocus());
    expect(field('Senha de app')).toHaveAccessibleDescription(expect.stringContaining(refusal));

    const lastError = 'O servidor do calendário não respondeu.';
    server.respondTo(
      ownCalendarPath,
      200,
      {
        url: 'https://caldav.fastmail.com/',
        username: 'ana@fastmail.com',
        connected_at: '2026-03-02T12:00:00Z',
        last_synced_at: null,
        last_error: lastError,
      },
      'PUT',
    );
    fireEvent.click(within(section()).getByRole('button', { name: 'Conectar calendário' }));
    expect(await screen.findByText('Calendário conectado.')).toBeInTheDocument();
    expect(
      within(section()).getByText(
        'Conectado a https://caldav.fastmail.com/ como ana@fastmail.com.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('alert')).toHaveTextContent(lastError);
    expect(requestsTo(server, ownCalendarPath, 'PUT').at(-1)?.body).toEqual({
      url: 'https://caldav.fastmail.com/',
      username: 'ana@fastmail.com',
      password: 'abcd efgh',
    });
  });
});
