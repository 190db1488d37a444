import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import {
  buttonIn,
  formSection,
  longTest,
  openAdminContent,
  previewDocument,
  publishedContentAnswer,
  versionAnswer,
} from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const versions = () => screen.getByRole('list', { name: 'Versões publicadas' });
const entry = (version: number) => within(versions()).getByText(`Versão ${version}`).closest('li')!;
const previewTitle = () => within(previewDocument()).getByRole('heading', { level: 1 });

/** Version 2's document: the hero as it was then. */
function olderVersion() {
  const { content } = publishedContentAnswer();
  content.hero.title = 'Um legado em construção.';
  return { ...versionAnswer({ version: 2, restored_from: 1 }), content };
}

describe('/admin/conteudo: versions', longTest, () => {
  it('lists who published each version and when, the live one marked', async () => {
    await openAdminContent(server);
    expect(entry(3)).toHaveTextContent(/^Versão 3No ar.+ por ana@legacy\.com\.brVer na prévia/);
    expect(entry(2)).toHaveTextContent('Restauração da versão 1');
    expect(entry(1)).toHaveTextContent('pela operação do site');
    expect(entry(3).querySelector('time')).toHaveAttribute('datetime', '2026-11-20T14:00:00Z');
  });

  it('shows a version in the preview, and restores it after a confirmation', async () => {
    await openAdminContent(server);
    fireEvent.change(within(formSection('Abertura')).getByLabelText('Título principal'), {
      target: { value: 'Rascunho por publicar' },
    });
    server.respondTo('/api/v1/admin/content/versions/2', 200, olderVersion(), 'GET');
    fireEvent.click(buttonIn(entry(2), 'Ver na prévia'));
    const said = await screen.findByText('Você está vendo a versão 2, publicada antes.');
    // The banner takes the focus in an effect, just after it is drawn.
    await waitFor(() => expect(said).toHaveFocus());
    await waitFor(() => expect(previewTitle()).toHaveTextContent('Um legado em construção.'));

    const banner = said.parentElement!;
    fireEvent.click(buttonIn(banner, 'Restaurar esta versão'));
    const ask = within(banner).getByRole('alertdialog', { name: 'Restaurar a versão 2?' });
    expect(ask).toHaveTextContent('as suas alterações não publicadas são descartadas');
    fireEvent.click(within(ask).getByText('Cancelar', { selector: 'button' }));
    expect(requestsTo(server, '/api/v1/admin/content/versions/2/restore', 'POST')).toEqual([]);

    const restored = publishedContentAnswer({ version: 4, content: olderVersion().content });
    server.respondTo('/api/v1/admin/content/versions/2/restore', 200, restored, 'POST');
    server.respondTo(
      '/api/v1/admin/content/versions',
      200,
      { versions: [versionAnswer({ version: 4, restored_from: 2 }), versionAnswer()] },
      'GET',
    );
    fireEvent.click(buttonIn(banner, 'Restaurar esta versão'));
    fireEvent.click(
      within(banner).getAllByText('Restaurar esta versão', { selector: 'button' })[0]!,
    );
    expect(await screen.findByText('Versão restaurada.')).toBeInTheDocument();
    expect(screen.getByText('A versão 2 voltou ao ar como versão 4.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/admin/content/versions/2/restore', 'POST')).toHaveLength(1);
    expect(within(formSection('Publicação')).getByText('No ar: versão 4.')).toBeInTheDocument();
    expect(within(formSection('Abertura')).getByLabelText('Título principal')).toHaveValue(
      'Um legado em construção.',
    );
    expect(screen.queryByText(/Você está vendo a versão/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Prévia' })).toHaveFocus();
    expect(await within(versions()).findByText('Versão 4')).toBeInTheDocument();
  });

  it('goes back from a version to the draft', async () => {
    await openAdminContent(server);
    server.respondTo('/api/v1/admin/content/versions/2', 200, olderVersion(), 'GET');
    fireEvent.click(buttonIn(entry(2), 'Ver na prévia'));
    const said = await screen.findByText('Você está vendo a versão 2, publicada antes.');
    fireEvent.click(buttonIn(said.parentElement!, 'Voltar ao rascunho'));
    await waitFor(() => expect(previewTitle()).toHaveTextContent('Do ego ao legado.'));
    expect(screen.queryByText(/Você está vendo a versão/)).toBeNull();
  });
});
