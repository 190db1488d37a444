import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentDraft } from '../../../api/admin-content-api.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { defaultSiteContent } from '../../../content/site-content/defaults.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import {
  buttonIn,
  formSection,
  longTest,
  openAdminContent,
  previewDocument,
  publishedContentAnswer,
} from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const draftPath = '/api/v1/admin/content/draft';
const bar = () => formSection('Publicação');
const heroTitle = () => within(formSection('Abertura')).getByLabelText('Título principal');
const draftSaves = () => requestsTo(server, draftPath, 'PUT');
const savedDraft = (title: string, fields: Partial<ContentDraft> = {}): ContentDraft => {
  const content = structuredClone(defaultSiteContent);
  content.hero.title = title;
  return {
    content,
    base_version: 3,
    saved_at: new Date().toISOString(),
    saved_by: { id: 'u-bia', email: 'bia@legacy.com.br' },
    ...fields,
  };
};
const previewTitle = () => within(previewDocument()).getByRole('heading', { level: 1 });
/** The autosave waits for a pause of a second: the tests wait on what follows it. */
const afterPause = { timeout: 3_000 };

describe("/admin/conteudo's draft", longTest, () => {
  it('saves the edits as the team’s draft a moment after the typing stops, quietly', async () => {
    await openAdminContent(server);
    server.respondTo(draftPath, 200, { draft: savedDraft('Legado é o que fica.') }, 'PUT');
    fireEvent.change(heroTitle(), { target: { value: 'Legado' } });
    fireEvent.change(heroTitle(), { target: { value: 'Legado é o que fica.' } });
    expect(draftSaves()).toHaveLength(0);

    await waitFor(() => expect(draftSaves()).toHaveLength(1), afterPause);
    expect(draftSaves()[0]!.body).toMatchObject({
      base_version: 3,
      content: { hero: { title: 'Legado é o que fica.' } },
    });
    const status = await within(bar()).findByText(/^Rascunho salvo às \d{2}:\d{2}$/);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Conteúdo publicado.')).toBeNull();
    expect(requestsTo(server, '/api/v1/admin/content', 'PUT')).toHaveLength(0);
  });

  it('opens on the saved draft, in the form and the preview, saying who saved it', async () => {
    await openAdminContent(server, { draft: savedDraft('Um rascunho da Bia') });
    expect(heroTitle()).toHaveValue('Um rascunho da Bia');
    expect(bar()).toHaveTextContent(/Rascunho salvo às \d{2}:\d{2} por bia@legacy.com.br/);
    expect(bar()).toHaveTextContent('Alterações não publicadas');
    expect(bar()).not.toHaveTextContent('Há uma versão publicada mais nova');
    await waitFor(() => expect(previewTitle()).toHaveTextContent('Um rascunho da Bia'));
  });

  it('says when the draft started from an older version, and publishes it on that one', async () => {
    await openAdminContent(server, {
      draft: savedDraft('Antes da versão 3', { base_version: 2 }),
    });
    expect(bar()).toHaveTextContent('Há uma versão publicada mais nova que este rascunho');
    server.respondTo(
      '/api/v1/admin/content',
      409,
      { code: 'content_changed', message: 'Outra pessoa publicou.' },
      'PUT',
    );
    fireEvent.click(buttonIn(bar(), 'Publicar'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Outra pessoa publicou enquanto você editava',
    );
    expect(requestsTo(server, '/api/v1/admin/content', 'PUT')[0]!.body).toMatchObject({
      base_version: 2,
    });
  });

  it('drops the draft on "Descartar rascunho", back to the live version', async () => {
    await openAdminContent(server, { draft: savedDraft('Um rascunho a descartar') });
    server.respondTo(draftPath, 204, undefined, 'DELETE');
    fireEvent.click(buttonIn(bar(), 'Descartar rascunho'));
    fireEvent.click(await within(bar()).findByText('Descartar rascunho', { selector: 'button' }));
    expect(await screen.findByText('Rascunho descartado.')).toBeInTheDocument();
    expect(requestsTo(server, draftPath, 'DELETE')).toHaveLength(1);
    expect(heroTitle()).toHaveValue('Do ego ao legado.');
    expect(bar()).toHaveTextContent('Tudo publicado');
    expect(bar()).not.toHaveTextContent('Rascunho salvo');
  });

  it('is gone once published: the edits waiting are saved first, none after', async () => {
    await openAdminContent(server);
    fireEvent.change(heroTitle(), { target: { value: 'Publicado agora.' } });
    const answer = publishedContentAnswer({ version: 4, published_at: new Date().toISOString() });
    answer.content.hero.title = 'Publicado agora.';
    server.respondTo('/api/v1/admin/content', 200, answer, 'PUT');
    fireEvent.click(buttonIn(bar(), 'Publicar'));
    expect(await screen.findByText('Conteúdo publicado.')).toBeInTheDocument();
    expect(draftSaves()).toHaveLength(1);
    expect(bar()).toHaveTextContent('Tudo publicado');
    expect(bar()).not.toHaveTextContent('Rascunho salvo');

    const publication = server.requests.findIndex(
      ({ method, path }) => method === 'PUT' && path === '/api/v1/admin/content',
    );
    const save = server.requests.findIndex(
      ({ method, path }) => method === 'PUT' && path === draftPath,
    );
    expect(save).toBeLessThan(publication);
  });
});
