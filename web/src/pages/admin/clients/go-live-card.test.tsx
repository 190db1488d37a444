import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoLiveItem } from '../../../../../shared/go-live.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { openSite } from '../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-clients-page.tsx';
import { clientPageAnswer, clientSummaryAnswer } from './testing/client-answers.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  server.respondTo('/api/v1/admin/clients', 200, clientPageAnswer([clientSummaryAnswer()]), 'GET');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (fields: Partial<GoLiveItem> & Pick<GoLiveItem, 'id'>): GoLiveItem => ({
  done: false,
  title: 'Link de contato',
  hint: 'Os botões de contato do site ainda levam ao número de exemplo.',
  href: '/admin/conteudo#conteudo-contato',
  ...fields,
});

const checklist = () => screen.findByRole('list', { name: 'Itens para abrir o site' });

describe("the go-live card on the console's first page", () => {
  it('lists what is left, with the hint and a link to where each is fixed', async () => {
    server.respondTo('/api/v1/admin/go-live', 200, {
      items: [
        item({ id: 'contact_link' }),
        item({ id: 'hours', done: true, title: 'Horários de atendimento', href: '/admin/agenda' }),
        item({
          id: 'mail',
          title: 'Envio de emails',
          hint: 'Quem opera o servidor deve configurar SMTP_URL.',
          href: null,
        }),
      ],
    });
    const router = await openSite(server, '/admin');
    const [contact, hours, mail] = within(await checklist()).getAllByRole('listitem');
    expect(screen.getByText('1 de 3 prontos')).toBeInTheDocument();
    expect(contact).toHaveTextContent('Link de contato: Pendente');
    expect(contact).toHaveTextContent('ainda levam ao número de exemplo');
    expect(hours).toHaveTextContent('Horários de atendimento: Pronto');
    expect(within(hours!).queryByRole('link')).toBeNull();
    expect(mail).toHaveTextContent('SMTP_URL');
    expect(within(mail!).queryByRole('link')).toBeNull();

    fireEvent.click(within(contact!).getByRole('link', { name: 'Resolver: Link de contato' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/conteudo'));
    expect(router.state.location.hash).toBe('#conteudo-contato');
  });

  it('says the site is ready once every item is done', async () => {
    server.respondTo('/api/v1/admin/go-live', 200, {
      items: [item({ id: 'contact_link', done: true })],
    });
    await openSite(server, '/admin');
    expect(
      await screen.findByText('Tudo pronto: o site está preparado para receber os clientes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Itens para abrir o site' })).toBeNull();
  });

  it('offers another try when the list cannot be read', async () => {
    server.respondTo('/api/v1/admin/go-live', 500, { code: 'internal' });
    await openSite(server, '/admin');
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    server.respondTo('/api/v1/admin/go-live', 200, { items: [item({ id: 'contact_link' })] });
    fireEvent.click(screen.getByRole('button', { name: /tentar/i }));
    await checklist();
  });
});
