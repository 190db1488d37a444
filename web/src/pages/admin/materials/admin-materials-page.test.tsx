import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { openAdminMaterials, teamMaterialAnswer } from './testing/open-admin-materials.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const guide = teamMaterialAnswer();
const draft = teamMaterialAnswer({
  id: 'entrevista',
  title: 'Entrevista com a fundadora',
  description: null,
  file_name: 'entrevista.mp4',
  content_type: 'video/mp4',
  size: 734_003_200,
  published: false,
  published_at: null,
});
const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const button = (title: string, word: string) =>
  within(item(title)).getByRole('button', { name: `${word} “${title}”` });
const patches = (id: string) => requestsTo(server, `/api/v1/admin/materials/${id}`, 'PATCH');

describe('/admin/materiais: the library', () => {
  it('lists every material, drafts included, with format, size, state and last change', async () => {
    await openAdminMaterials(server, [draft, guide]);
    await waitFor(() => expect(document.title).toBe('Materiais — Console — Legacy'));
    expect(item(draft.title)).toHaveTextContent('entrevista.mp4MP4 · 734 MBRascunho');
    expect(item(guide.title)).toHaveTextContent(
      /^Guia da sucessão familiarOs primeiros passos .+guia-sucessao\.pdfPDF · 2,4 MBPublicadoAlterado em/,
    );
    expect(item(guide.title).querySelector('time')).toHaveAttribute('datetime', guide.updated_at);
  });

  it('says so when the library is empty', async () => {
    await openAdminMaterials(server, []);
    expect(screen.getByText(/^Nenhum material enviado ainda/)).toBeInTheDocument();
  });

  it('publishes a draft and unpublishes it', async () => {
    await openAdminMaterials(server, [draft]);
    server.respondTo(
      `/api/v1/admin/materials/${draft.id}`,
      200,
      { ...draft, published: true },
      'PATCH',
    );
    fireEvent.click(button(draft.title, 'Publicar'));
    expect(await screen.findByText('Material publicado.')).toBeInTheDocument();
    expect(patches(draft.id)).toEqual([
      expect.objectContaining({ body: { published: true }, authorization: expect.any(String) }),
    ]);
    expect(item(draft.title)).toHaveTextContent('Publicado');

    server.respondTo(`/api/v1/admin/materials/${draft.id}`, 200, draft, 'PATCH');
    fireEvent.click(button(draft.title, 'Despublicar'));
    expect(await screen.findByText('Material despublicado.')).toBeInTheDocument();
    expect(patches(draft.id)[1]).toMatchObject({ body: { published: false } });
    expect(item(draft.title)).toHaveTextContent('Rascunho');
  });

  it('edits the title and description in place, refusing an empty title', async () => {
    await openAdminMaterials(server, [guide]);
    fireEvent.click(button(guide.title, 'Editar'));
    const library = screen.getByRole('list', { name: 'Materiais da biblioteca' });
    const title = within(library).getByRole('textbox', { name: 'Título' });
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Revise o material')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(/Dê um título ao material\.$/);
    expect(patches(guide.id)).toEqual([]);

    fireEvent.change(title, { target: { value: 'Guia da sucessão, 2ª edição' } });
    const renamed = { ...guide, title: 'Guia da sucessão, 2ª edição' };
    server.respondTo(`/api/v1/admin/materials/${guide.id}`, 200, renamed, 'PATCH');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Material atualizado.')).toBeInTheDocument();
    expect(patches(guide.id)).toEqual([
      expect.objectContaining({
        body: { title: 'Guia da sucessão, 2ª edição', description: guide.description },
      }),
    ]);
    expect(button(renamed.title, 'Editar')).toHaveFocus();
  });

  it('deletes a material only after a confirmation', async () => {
    await openAdminMaterials(server, [draft, guide]);
    fireEvent.click(button(guide.title, 'Excluir'));
    const step = screen.getByRole('alertdialog', { name: 'Excluir este material?' });
    expect(within(step).getByRole('button', { name: 'Manter o material' })).toHaveFocus();
    fireEvent.keyDown(step, { key: 'Escape' });
    expect(button(guide.title, 'Excluir')).toHaveFocus();
    expect(requestsTo(server, `/api/v1/admin/materials/${guide.id}`, 'DELETE')).toEqual([]);

    fireEvent.click(button(guide.title, 'Excluir'));
    server.respondTo(`/api/v1/admin/materials/${guide.id}`, 204, undefined, 'DELETE');
    server.respondTo('/api/v1/admin/materials', 200, [draft], 'GET');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Material excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: guide.title })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Biblioteca' })).toHaveFocus();
  });

  it('drops a material already deleted elsewhere, and says so', async () => {
    await openAdminMaterials(server, [draft, guide]);
    server.respondTo(
      `/api/v1/admin/materials/${guide.id}`,
      404,
      { code: 'not_found', message: 'Não encontrado.' },
      'PATCH',
    );
    server.respondTo('/api/v1/admin/materials', 200, [draft], 'GET');
    fireEvent.click(button(guide.title, 'Despublicar'));
    expect(
      await screen.findByText('Este material já não existe. Atualizamos a lista.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: guide.title })).toBeNull());
  });
});
