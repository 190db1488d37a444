import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { messagePage, threadAnswer } from '../../../testing/message-answers.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-messages-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const threads = '/api/v1/admin/threads';
const ana = threadAnswer({ unread: 2 });
const bruno = threadAnswer({
  client: { id: 'c2', email: 'bruno@example.com', full_name: null },
  last_message_at: '2026-11-21T09:00:00Z',
});
const rows = () =>
  within(screen.getByRole('list', { name: 'Conversas encontradas' })).getAllByRole('listitem');
const consoleNav = () => screen.getByRole('navigation', { name: 'Páginas do console da equipe' });

describe('/admin/mensagens', () => {
  it('lists the threads as the server orders them, the unread counted here and in the menu', async () => {
    server.respondTo(threads, 200, { threads: [ana, bruno], total: 2 });
    server.respondTo(`${threads}/unread`, 200, { unread: 2, changed_at: null });
    await openSite(server, '/admin/mensagens');
    await screen.findByRole('list', { name: 'Conversas encontradas' });
    const [first, second] = rows();
    expect(first).toHaveTextContent('Ana Souzaana@example.comÚltima mensagem em');
    expect(first).toHaveTextContent('2 não lidas');
    expect(within(first!).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/admin/mensagens/c1',
    );
    expect(within(second!).getByRole('link', { name: 'bruno@example.com' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('não lida');
    expect(screen.getByText('2 conversas')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(consoleNav()).getByRole('link', { name: /^Mensagens/ })).toHaveAccessibleName(
        'Mensagens, 2 não lidas',
      ),
    );
  });

  it('searches by client and "Sem resposta", and pages through the rest', async () => {
    server.respondTo(threads, 200, { threads: [ana], total: 45 });
    const router = await openSite(server, '/admin/mensagens');
    await screen.findByRole('list', { name: 'Conversas encontradas' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar cliente por email ou nome' }), {
      target: { value: 'ana' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem resposta' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buscar' })));
    await waitFor(() =>
      expect(requestsTo(server, threads).at(-1)?.search).toBe('?query=ana&unanswered=true'),
    );
    expect(router.state.location.search).toBe('?query=ana&unanswered=true');
    await screen.findByText('Página 1 de 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Próxima/ })));
    await waitFor(() =>
      expect(requestsTo(server, threads).at(-1)?.search).toBe('?query=ana&unanswered=true&page=2'),
    );
  });

  it('opens a thread, the team’s own messages being theirs to change', async () => {
    server.respondTo(threads, 200, { threads: [ana], total: 1 });
    server.respondTo(
      '/api/v1/admin/threads/c1/messages',
      200,
      messagePage([
        {
          id: 'm1',
          body: 'Bom dia!',
          author: { role: 'client', name: 'Ana Souza' },
          created_at: new Date().toISOString(),
          edited_at: null,
          deleted: false,
          attachments: [
            { id: 'a1', file_name: 'plano.pdf', size: 2_400, content_type: 'application/pdf' },
          ],
        },
      ]),
    );
    server.respondTo('/api/v1/admin/clients/c1', 200, {
      account: { id: 'c1', email: 'ana@example.com' },
      profile: { full_name: 'Ana Souza' },
      bookings: [],
    });
    await openSite(server, '/admin/mensagens/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    const message = await screen.findByText('Bom dia!');
    const item = message.closest('li')!;
    expect(item).toHaveTextContent(/^Ana Souza/);
    expect(within(item).queryByRole('button', { name: /Editar|Apagar/ })).toBeNull();
    expect(
      within(item).getByRole('button', { name: 'plano.pdf (2,4 kB) (abre em nova aba)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sua mensagem' })).toBeInTheDocument();
  });
});
