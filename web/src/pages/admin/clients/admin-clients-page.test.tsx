import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-clients-page.tsx';
import { clientPageAnswer, clientSummaryAnswer } from './testing/client-answers.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('America/Sao_Paulo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ana = clientSummaryAnswer();
const joao = clientSummaryAnswer({
  id: 'c1a2b3c4-0000-4000-8000-000000000002',
  email: 'joao@example.com',
  full_name: null,
  status: 'invited',
  last_sign_in_at: null,
  profile_completed: false,
  next_booking: null,
});
const listAsked = () =>
  requestsTo(server, '/api/v1/admin/clients').map((request) => request.search);
const rows = () =>
  within(screen.getByRole('list', { name: 'Clientes encontrados' })).getAllByRole('listitem');

async function openClients(clients = [ana, joao], path = '/admin/clientes') {
  server.respondTo('/api/v1/admin/clients', 200, clientPageAnswer(clients), 'GET');
  const router = await openSite(server, path);
  await screen.findByRole('list', { name: 'Clientes encontrados' });
  return router;
}

describe('/admin/clientes', () => {
  it('lists the clients with status, last sign-in, profile and next conversation', async () => {
    await openClients();
    await waitFor(() => expect(document.title).toBe('Clientes — Console — Legacy'));
    expect(listAsked()).toEqual(['?page=1']);
    expect(screen.getByText('2 clientes')).toBeInTheDocument();
    const [first, second] = rows();
    // The times are the reader's (the machine's zone here).
    expect(first).toHaveTextContent(
      /^Ana Souzaana@example\.comEstado: AtivoÚltimo acesso: 1 de mar\. de 2026, \d\d:30Perfil: CompletoPróxima conversa: 3 de mar\. de 2026, \d\d:00$/,
    );
    expect(within(first!).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      `/admin/clientes/${ana.id}`,
    );
    expect(second).toHaveTextContent(
      'joao@example.comEstado: ConvidadoÚltimo acesso: Nunca entrouPerfil: IncompletoPróxima conversa: Nenhuma marcada',
    );
  });

  it('searches by address or name and status, keeping them in the address', async () => {
    const router = await openClients();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por email ou nome' }), {
      target: { value: ' ana ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), {
      target: { value: 'active' },
    });
    server.respondTo('/api/v1/admin/clients', 200, clientPageAnswer([ana]), 'GET');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?query=ana&status=active');
    expect(listAsked().at(-1)).toBe('?page=1&query=ana&status=active');
  });

  it('pages through a long list', async () => {
    server.respondTo('/api/v1/admin/clients', 200, clientPageAnswer([ana], 60), 'GET');
    const router = await openSite(server, '/admin/clientes');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(listAsked().at(-1)).toBe('?page=2'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('invites a client, refusing a bad address beside the field first', async () => {
    await openClients();
    fireEvent.click(screen.getByRole('button', { name: 'Convidar cliente' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar cliente' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    fireEvent.change(email, { target: { value: 'joao@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Revise o convite')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Informe um email válido.');
    expect(requestsTo(server, '/api/v1/admin/clients', 'POST')).toEqual([]);

    fireEvent.change(email, { target: { value: 'Maria@Example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome completo' }), {
      target: { value: 'Maria Lima' },
    });
    const maria = clientSummaryAnswer({
      id: 'maria',
      email: 'maria@example.com',
      status: 'invited',
    });
    server.respondTo('/api/v1/admin/clients', 201, maria, 'POST');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/admin/clients', 'POST')).toEqual([
      expect.objectContaining({ body: { email: 'maria@example.com', full_name: 'Maria Lima' } }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Convidar cliente' })).toHaveFocus();
    await waitFor(() => expect(listAsked()).toHaveLength(2));
  });

  it('shows the server’s word when the address already has an account', async () => {
    await openClients();
    fireEvent.click(screen.getByRole('button', { name: 'Convidar cliente' }));
    const message =
      'Este email já tem uma conta. Se o convite não chegou, reenvie-o pela ficha do cliente.';
    server.respondTo(
      '/api/v1/admin/clients',
      409,
      { code: 'email_exists', message, field: 'email' },
      'POST',
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveFocus();
  });
});
