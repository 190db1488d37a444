import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import {
  buttonIn,
  longTest,
  openAdminContent,
  publishedContentAnswer,
} from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const portrait = { id: 'retratohelena0000000001', width: 960, height: 1200 };
const oldPortrait = { id: 'retratoantigo0000000002', width: 960, height: 1280 };

/** The live version shows the first photo on Helena's card; the second one is no longer used. */
function contentWithTwoPhotos() {
  const answer = publishedContentAnswer({
    images: [
      { ...portrait, created_at: '2026-11-19T13:00:00Z' },
      { ...oldPortrait, created_at: '2026-10-02T09:00:00Z' },
    ],
  });
  answer.content.about.founders[0]!.photo = { id: portrait.id, alt: 'Helena' };
  return answer;
}

const photos = () => screen.getByRole('list', { name: 'Fotos enviadas' });
const photo = (position: number) => within(photos()).getByText(`Foto ${position}`).closest('li')!;

describe('/admin/conteudo: uploaded photos', longTest, () => {
  it('says where each photo shows, and offers to delete only one the site does not', async () => {
    await openAdminContent(server, { content: contentWithTwoPhotos() });
    expect(photo(1)).toHaveTextContent('No site');
    expect(within(photo(1)).queryByText('Excluir', { exact: false })).toBeNull();
    expect(photo(2)).not.toHaveTextContent('No site');
    expect(photo(2).querySelector('time')).toHaveAttribute('datetime', '2026-10-02T09:00:00Z');
  });

  it('deletes a photo after a confirmation, and takes it off the list', async () => {
    await openAdminContent(server, { content: contentWithTwoPhotos() });
    const path = `/api/v1/admin/content/images/${oldPortrait.id}`;
    fireEvent.click(buttonIn(photo(2), 'Excluir'));
    const ask = within(photo(2)).getByRole('alertdialog', { name: 'Excluir esta foto?' });
    fireEvent.click(within(ask).getByText('Manter a foto', { selector: 'button' }));
    expect(buttonIn(photo(2), 'Excluir')).toHaveFocus();
    expect(requestsTo(server, path, 'DELETE')).toEqual([]);

    server.respondTo(path, 204, undefined, 'DELETE');
    fireEvent.click(buttonIn(photo(2), 'Excluir'));
    fireEvent.click(screen.getByText('Excluir definitivamente', { selector: 'button' }));
    expect(await screen.findByText('Foto excluída.')).toBeInTheDocument();
    await waitFor(() => expect(within(photos()).queryByText('Foto 2')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Fotos enviadas' })).toHaveFocus();
    expect(requestsTo(server, path, 'DELETE')).toHaveLength(1);
  });

  it('keeps a photo someone put back on the site meanwhile, and says why', async () => {
    await openAdminContent(server, { content: contentWithTwoPhotos() });
    const message = 'Esta foto está no site agora. Publique uma versão sem ela antes de excluí-la.';
    server.respondTo(
      `/api/v1/admin/content/images/${oldPortrait.id}`,
      409,
      { code: 'image_in_use', message, field: 'about.founders.1.photo' },
      'DELETE',
    );
    fireEvent.click(buttonIn(photo(2), 'Excluir'));
    fireEvent.click(screen.getByText('Excluir definitivamente', { selector: 'button' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(photo(2)).toBeInTheDocument();
  });

  it('marks a photo the draft uses, so it is not deleted from under it', async () => {
    const answer = contentWithTwoPhotos();
    answer.content.seo.shareImage = null;
    await openAdminContent(server, { content: answer });
    expect(within(photo(2)).getByText('Excluir', { exact: false })).toBeInTheDocument();
    // Choosing the old portrait for the share image puts it in the draft.
    const seo = screen.getByRole('region', { name: 'Busca e compartilhamento' });
    fireEvent.click(buttonIn(seo, 'Escolher entre as enviadas'));
    fireEvent.click(within(seo).getByRole('radio', { name: /Imagem 2,/ }));
    await waitFor(() => expect(photo(2)).toHaveTextContent('No rascunho'));
    expect(within(photo(2)).queryByText('Excluir', { exact: false })).toBeNull();
  });
});
