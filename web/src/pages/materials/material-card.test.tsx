import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { materialAnswer } from '../../testing/material-answers.ts';
import { giveLinks, linkAnswer, linkRequests, openMaterials } from './testing/open-materials.ts';

let server: FakeAuthServer;

/** The links the page clicked to download a file. */
let downloads: Array<{ href: string; download: string }>;

beforeEach(() => {
  server = fakeAuthServer();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const guide = materialAnswer();
const interview = materialAnswer({
  id: 'entrevista',
  title: 'Entrevista com a fundadora',
  content_type: 'video/mp4',
  file_name: 'entrevista.mp4',
});
const podcast = materialAnswer({
  id: 'podcast',
  title: 'Podcast: conselhos de família',
  content_type: 'audio/mpeg',
  file_name: 'podcast.mp3',
});
const tree = materialAnswer({
  id: 'arvore',
  title: 'Árvore da família',
  content_type: 'image/png',
  file_name: 'arvore.png',
});

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
/** A card's button by its word, named for its material (and maybe more, as a new tab). */
const button = (title: string, word: string) =>
  within(card(title)).getByRole('button', {
    name: (name) => name.startsWith(`${word} “${title}”`),
  });
/** The file as the page asks for it: the link's URL, on the page's origin. */
const fileUrl = (id: string) => new URL(linkAnswer(id).url, window.location.origin).href;

describe('a material card', () => {
  it('plays a video in the card from a fresh link, and takes the keyboard there', async () => {
    await openMaterials(server, [interview]);
    giveLinks(server, interview.id);
    fireEvent.click(button(interview.title, 'Assistir'));

    const player = await within(card(interview.title)).findByLabelText(
      'Vídeo: Entrevista com a fundadora',
    );
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', linkAnswer(interview.id).url);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveFocus();
    expect(linkRequests(server)).toEqual([
      expect.objectContaining({
        path: '/api/v1/materials/entrevista/link',
        body: undefined,
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
    expect(await within(card(interview.title)).findByText('Visto')).toBeInTheDocument();

    fireEvent.click(button(interview.title, 'Fechar'));
    expect(within(card(interview.title)).queryByLabelText(/^Vídeo:/)).toBeNull();
    expect(button(interview.title, 'Assistir')).toHaveFocus();
  });

  it('plays an audio and shows an image in their cards', async () => {
    await openMaterials(server, [podcast, tree]);
    giveLinks(server, podcast.id);
    giveLinks(server, tree.id);
    fireEvent.click(button(podcast.title, 'Ouvir'));
    const player = await screen.findByLabelText('Áudio: Podcast: conselhos de família');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', linkAnswer(podcast.id).url);

    fireEvent.click(button(tree.title, 'Ver'));
    const picture = await within(card(tree.title)).findByRole('img', { name: tree.title });
    expect(picture).toHaveAttribute('src', linkAnswer(tree.id).url);
    expect(picture).toHaveFocus();
  });

  it('asks for one link at a time, and says it is coming', async () => {
    await openMaterials(server, [interview]);
    server.hang(`/api/v1/materials/${interview.id}/link`);
    fireEvent.click(button(interview.title, 'Assistir'));
    const waiting = button(interview.title, 'Carregando...');
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(waiting);
    fireEvent.click(button(interview.title, 'Baixar'));
    await waitFor(() => expect(linkRequests(server)).toHaveLength(1));
    server.release();
    await waitFor(() =>
      expect(button(interview.title, 'Baixar')).toHaveAttribute('aria-disabled', 'false'),
    );
    expect(linkRequests(server)).toHaveLength(1);
    expect(downloads).toEqual([]);
  });

  it('opens a document in a tab opened at the click, before the link comes', async () => {
    const tab = { opener: window, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    await openMaterials(server, [guide]);
    giveLinks(server, guide.id);
    fireEvent.click(button(guide.title, 'Abrir'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(linkRequests(server)).toEqual([]);
    expect(button(guide.title, 'Abrindo...')).toBeInTheDocument();

    await waitFor(() => expect(tab.location.href).toBe(fileUrl(guide.id)));
    expect(tab.opener).toBeNull();
    expect(await within(card(guide.title)).findByText('Visto')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('names the new tab for screen readers', async () => {
    await openMaterials(server, [guide]);
    expect(
      within(card(guide.title)).getByRole('button', {
        name: 'Abrir “Guia da sucessão familiar” (abre em nova aba)',
      }),
    ).toBeInTheDocument();
    expect(within(card(guide.title)).queryByRole('button', { name: /^Assistir|^Ver/ })).toBeNull();
  });

  it('closes the blank tab and says why when the link cannot be had', async () => {
    const tab = { opener: window, location: { href: 'about:blank' }, close: vi.fn() };
    vi.stubGlobal('open', () => tab);
    await openMaterials(server, [guide]);
    server.goOffline(`/api/v1/materials/${guide.id}/link`);
    fireEvent.click(button(guide.title, 'Abrir'));
    const message = await screen.findByText(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent(
      'Não foi possível abrir o material',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(within(card(guide.title)).queryByText('Visto')).toBeNull();
  });

  it('downloads with download=1, without leaving the page', async () => {
    const router = await openMaterials(server, [guide]);
    giveLinks(server, guide.id);
    fireEvent.click(button(guide.title, 'Baixar'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const url = new URL(downloads[0]!.href);
    expect(`${url.pathname}${url.search}`).toBe(
      '/api/v1/materials/guia-sucessao/file?token=t0k3n&download=1',
    );
    expect(downloads[0]!.download).toBe('');
    expect(router.state.location.pathname).toBe('/dashboard/materiais');
    expect(document.querySelector('a[download]')).toBeNull();
    // The mark follows the link's answer in a render of its own.
    expect(await within(card(guide.title)).findByText('Visto')).toBeInTheDocument();
  });

  it('drops a material unpublished meanwhile: says so, reads the list again, keeps the keyboard in the section', async () => {
    await openMaterials(server, [guide, interview]);
    server.respondTo(
      `/api/v1/materials/${guide.id}/link`,
      404,
      { code: 'not_found', message: 'Material não encontrado.' },
      'POST',
    );
    server.respondTo('/api/v1/materials', 200, [interview]);
    fireEvent.click(button(guide.title, 'Baixar'));

    const message = await screen.findByText(
      'Este material não está mais disponível. Atualizamos a lista.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent(
      'Não foi possível baixar o material',
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: guide.title })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Materiais exclusivos' })).toHaveFocus();
    expect(card(interview.title)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('closes a player that cannot load the file, says so, and gives the keyboard back', async () => {
    await openMaterials(server, [interview]);
    giveLinks(server, interview.id);
    fireEvent.click(button(interview.title, 'Assistir'));
    fireEvent.error(await screen.findByLabelText('Vídeo: Entrevista com a fundadora'));

    expect(await screen.findByText('Não foi possível exibir o material')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Vídeo:/)).toBeNull();
    expect(button(interview.title, 'Assistir')).toHaveFocus();
  });
});
