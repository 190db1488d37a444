import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { materialAnswer } from '../../testing/material-answers.ts';
import { renderClientArea } from '../../testing/render-client-area.tsx';
import { openMaterials } from './testing/open-materials.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const clientNav = () => screen.getByRole('navigation', { name: 'Páginas da área do cliente' });
const section = () => screen.getByRole('region', { name: 'Materiais exclusivos' });
const findSection = () => screen.findByRole('region', { name: 'Materiais exclusivos' });
const cards = () =>
  within(screen.getByRole('list', { name: 'Materiais publicados' })).getAllByRole('listitem');
const materialsAsked = () =>
  server.requests.filter((request) => request.path === '/api/v1/materials');

const guide = materialAnswer();
const interview = materialAnswer({
  id: 'entrevista',
  title: 'Entrevista: o legado de uma fundadora',
  description: null,
  file_name: 'entrevista.mp4',
  content_type: 'video/mp4',
  size: 734_003_200,
  published_at: '2026-11-20T12:00:00Z',
  opened_at: '2026-11-21T09:00:00Z',
});
const portrait = materialAnswer({
  id: 'retrato',
  title: 'Árvore da família',
  file_name: 'arvore.png',
  content_type: 'image/png',
  size: 512,
});

describe('/dashboard/materiais', () => {
  it('has its title and heading, and is the nav’s "Materiais", between "Agenda" and "Segurança"', async () => {
    const router = await openMaterials(server);
    await waitFor(() => expect(document.title).toBe('Materiais — Legacy'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Materiais');
    expect(section()).toHaveTextContent(/jornada do ego ao legado/);
    const labels = within(clientNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Início',
      'Meu perfil',
      'Agenda',
      'Questionário',
      'Materiais',
      'Plano',
      'Mensagens',
      'Segurança',
    ]);
    const link = within(clientNav()).getByRole('link', { name: 'Materiais' });
    expect(link).toHaveAttribute('href', '/dashboard/materiais');
    expect(link).toHaveAttribute('aria-current', 'page');
    await act(async () =>
      fireEvent.click(within(clientNav()).getByRole('link', { name: 'Início' })),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lists the materials as the server orders them: title, description, format, size and date', async () => {
    await openMaterials(server, [interview, guide, portrait]);
    expect(materialsAsked()[0]?.authorization).toMatch(/^Bearer /);
    const [video, pdf, image] = cards();
    expect(
      cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([interview.title, guide.title, portrait.title]);
    expect(pdf).toHaveTextContent('Os primeiros passos para preparar a próxima geração.');
    expect(pdf).toHaveTextContent('PDF · 2,4 MB · publicado em 12 de novembro de 2026');
    expect(pdf!.querySelector('time')).toHaveAttribute('datetime', guide.published_at);
    expect(video).toHaveTextContent('MP4 · 734 MB · publicado em 20 de novembro de 2026');
    expect(image).toHaveTextContent(/^Árvore da famíliaPNG · 512 bytes · publicado em/);
  });

  it('marks "Visto" only what the client has opened', async () => {
    await openMaterials(server, [interview, guide]);
    const [video, pdf] = cards();
    expect(within(video!).getByText('Visto')).toBeInTheDocument();
    expect(within(pdf!).queryByText('Visto')).toBeNull();
  });

  it('says kindly that nothing is published yet', async () => {
    await openMaterials(server, []);
    expect(within(section()).getByText('Nenhum material publicado ainda.')).toBeInTheDocument();
    expect(section()).toHaveTextContent(/Assim que forem publicados, eles aparecem aqui\./);
    expect(screen.queryByRole('list', { name: 'Materiais publicados' })).toBeNull();
  });

  it('shows the wait while the list comes, as two cards’ shapes hidden from screen readers', async () => {
    server.hang('/api/v1/materials');
    await renderClientArea(server, '/dashboard/materiais');
    const wait = await within(await findSection()).findByRole('status');
    expect(wait).toHaveTextContent('Carregando os materiais...');
    const shapes = wait.querySelector('[aria-hidden="true"]');
    expect(shapes?.querySelectorAll('li')).toHaveLength(2);
    expect(within(wait).queryByRole('listitem')).toBeNull();
  });

  it('shows the list it read before at once when opened again, and reads it anew behind it', async () => {
    const router = await openMaterials(server, [guide]);
    await act(() => router.navigate('/dashboard/perfil'));
    server.hang('/api/v1/materials');
    await act(() => router.navigate('/dashboard/materiais'));
    // Drawn from memory while the new answer is still on its way, with no wait shown.
    expect(within(section()).getByText(guide.title)).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
    await waitFor(() => expect(materialsAsked()).toHaveLength(2));
  });

  it('forgets the list at sign-out', async () => {
    const router = await openMaterials(server, [guide]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await server.signIn('ana@example.com');
    server.hang('/api/v1/materials');
    await act(() => router.navigate('/dashboard/materiais'));
    expect(await within(await findSection()).findByRole('status')).toHaveTextContent(
      'Carregando os materiais...',
    );
    expect(within(section()).queryByText(guide.title)).toBeNull();
  });

  it('says there is no connection when the list cannot be read, and tries again', async () => {
    server.goOffline('/api/v1/materials');
    await renderClientArea(server, '/dashboard/materiais');
    const alert = await within(await findSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os materiais.');
    expect(alert).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    server.respondTo('/api/v1/materials', 200, [guide]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(section()).findByText(guide.title)).toBeInTheDocument();
    expect(materialsAsked()).toHaveLength(2);
  });

  it('treats a 401 as signed out: the session ends and the client goes to /auth', async () => {
    server.respondTo('/api/v1/materials', 401, {
      code: 'session_not_found',
      message: 'Sua sessão terminou. Entre novamente para continuar.',
    });
    const router = await renderClientArea(server, '/dashboard/materiais');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Sessão encerrada')).toBeInTheDocument();
  });
});
