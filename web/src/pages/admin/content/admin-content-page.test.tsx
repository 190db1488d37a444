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
} from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const section = formSection;
const bar = () => section('Publicação');
const heroTitle = () => within(section('Abertura')).getByLabelText('Título principal');
const publish = () => fireEvent.click(buttonIn(bar(), 'Publicar'));
const puts = () => requestsTo(server, '/api/v1/admin/content', 'PUT');

describe('/admin/conteudo', longTest, () => {
  it('shows the live version, every part of the document and the page it makes', async () => {
    await openAdminContent(server);
    await waitFor(() => expect(document.title).toBe('Conteúdo — Console — Legacy'));
    expect(bar()).toHaveTextContent('No ar: versão 3.');
    expect(bar()).toHaveTextContent('por ana@legacy.com.br');
    expect(bar()).toHaveTextContent('Tudo publicado');
    for (const name of ['Busca e compartilhamento', 'Contato', 'Quem somos', 'Páginas legais']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(heroTitle()).toHaveValue('Do ego ao legado.');
    expect(heroTitle()).toHaveAccessibleDescription('17 de 120 caracteres');
    await waitFor(() =>
      expect(within(previewDocument()).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Do ego ao legado.',
      ),
    );
  });

  it('redraws the preview as the team types, and turns it to the legal page being edited', async () => {
    await openAdminContent(server);
    fireEvent.change(heroTitle(), { target: { value: 'Legado é o que fica.' } });
    expect(bar()).toHaveTextContent('Alterações não publicadas');
    await waitFor(() =>
      expect(within(previewDocument()).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Legado é o que fica.',
      ),
    );

    const terms = within(section('Páginas legais')).getAllByLabelText('Texto')[0]!;
    fireEvent.focus(terms);
    fireEvent.change(terms, { target: { value: '## Quem somos\n\nTexto **novo** dos termos.' } });
    expect(screen.getByRole('radio', { name: 'Termos de Uso' })).toBeChecked();
    await waitFor(() =>
      expect(within(previewDocument()).getByRole('heading', { level: 2, name: 'Quem somos' })),
    );
    expect(within(previewDocument()).getByText('novo').tagName).toBe('STRONG');
  });

  it('publishes the draft on the live version it started from', async () => {
    await openAdminContent(server);
    fireEvent.change(heroTitle(), { target: { value: '  Legado é o que fica.  ' } });
    const answer = publishedContentAnswer({ version: 4, published_at: '2026-11-21T09:30:00Z' });
    answer.content.hero.title = 'Legado é o que fica.';
    server.respondTo('/api/v1/admin/content', 200, answer, 'PUT');
    publish();
    expect(await screen.findByText('Conteúdo publicado.')).toBeInTheDocument();
    expect(screen.getByText('A versão 4 já está no site.')).toBeInTheDocument();
    const [sent] = puts();
    expect(sent!.body).toMatchObject({
      base_version: 3,
      content: { hero: { title: 'Legado é o que fica.' } },
    });
    expect(bar()).toHaveTextContent('No ar: versão 4.');
    expect(bar()).toHaveTextContent('Tudo publicado');
    expect(heroTitle()).toHaveValue('Legado é o que fica.');
  });

  it('puts a refusal of the server beside the field it names', async () => {
    await openAdminContent(server);
    const message = 'Esta foto não foi encontrada. Envie-a de novo.';
    server.respondTo(
      '/api/v1/admin/content',
      422,
      { code: 'image_unknown', message, field: 'about.founders.1.photo' },
      'PUT',
    );
    publish();
    expect(await screen.findByText('Não foi possível publicar')).toBeInTheDocument();
    const founders = within(section('Quem somos')).getAllByRole('listitem');
    const upload = buttonIn(founders[1]!, 'Enviar imagem');
    expect(upload).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toHaveAccessibleDescription(new RegExp(`${message}$`));
    expect(upload).toHaveFocus();
  });

  it('refuses a legal text past the Markdown limits beside it, before asking the server', async () => {
    await openAdminContent(server);
    const privacy = within(section('Páginas legais')).getAllByLabelText('Texto')[1]!;
    fireEvent.change(privacy, { target: { value: `${'> '.repeat(6)}Citação funda.` } });
    publish();
    expect(await screen.findByText('Revise o conteúdo')).toBeInTheDocument();
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription(/Use no máximo 3 níveis de listas e citações/);
    expect(puts()).toEqual([]);
  });

  it('puts a page the server could not render in time beside the legal text it names', async () => {
    await openAdminContent(server);
    const message = 'Este texto demora demais para virar página.';
    server.respondTo(
      '/api/v1/admin/content',
      422,
      { code: 'render_too_slow', message, field: 'legal.privacy.body' },
      'PUT',
    );
    publish();
    expect(await screen.findByText('Não foi possível publicar')).toBeInTheDocument();
    const privacy = within(section('Páginas legais')).getAllByLabelText('Texto')[1]!;
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription(new RegExp(message));
    expect(privacy).toHaveFocus();
  });

  it('says someone else published first, and reloads the live version on request', async () => {
    await openAdminContent(server);
    fireEvent.change(heroTitle(), { target: { value: 'Um título meu' } });
    server.respondTo(
      '/api/v1/admin/content',
      409,
      { code: 'content_changed', message: 'Outra pessoa publicou.' },
      'PUT',
    );
    publish();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Outra pessoa publicou enquanto você editava');
    const reload = within(alert).getByRole('button', { name: 'Recarregar a versão publicada' });
    // The alert takes the focus in an effect, just after it is drawn.
    await waitFor(() => expect(reload).toHaveFocus());
    expect(heroTitle()).toHaveValue('Um título meu');

    const newer = publishedContentAnswer({ version: 5 });
    newer.content.hero.title = 'O título da colega';
    server.respondTo('/api/v1/admin/content', 200, newer, 'GET');
    fireEvent.click(reload);
    expect(await screen.findByText('Conteúdo recarregado.')).toBeInTheDocument();
    expect(heroTitle()).toHaveValue('O título da colega');
    expect(bar()).toHaveTextContent('No ar: versão 5.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before leaving with edits not yet saved in the draft', async () => {
    const router = await openAdminContent(server);
    // The draft's save stays on its way: the edit is not kept yet however long the test takes.
    server.hang('/api/v1/admin/content/draft');
    fireEvent.change(heroTitle(), { target: { value: 'Um título meu' } });
    const nav = screen.getByRole('navigation', { name: 'Páginas do console da equipe' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Materiais' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Sair antes de salvar o rascunho?',
    });
    // The step takes the focus in an effect, just after it is drawn.
    await waitFor(() =>
      expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus(),
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/admin/conteudo');
    expect(heroTitle()).toHaveValue('Um título meu');

    server.respondTo('/api/v1/admin/materials', 200, [], 'GET');
    fireEvent.click(within(nav).getByRole('link', { name: 'Materiais' }));
    fireEvent.click(await screen.findByText('Sair e descartar', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/materiais'));
    server.release();
  });
});
