import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { fakeUploads } from './testing/fake-uploads.ts';
import { openAdminMaterials, teamMaterialAnswer } from './testing/open-admin-materials.ts';

let server: FakeAuthServer;

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  server = fakeAuthServer();
  uploads = fakeUploads();
});
afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByRole('region', { name: 'Enviar material' });
const fileInput = () => form().querySelector<HTMLInputElement>('input[type="file"]')!;
const send = () => fireEvent.click(within(form()).getByRole('button', { name: 'Enviar material' }));
const pdf = () =>
  new File(['%PDF-1.7 legado'], 'Carta aos herdeiros.pdf', { type: 'application/pdf' });
const titles = () =>
  within(screen.getByRole('list', { name: 'Materiais da biblioteca' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/admin/materiais: sending a file', () => {
  it('sends a chosen file with its fields, shows the progress, and lists the new material first', async () => {
    await openAdminMaterials(server);
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    expect(within(form()).getByText('Carta aos herdeiros.pdf')).toBeInTheDocument();
    const title = within(form()).getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Carta aos herdeiros');
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Descrição' }), {
      target: { value: 'Uma carta para a próxima geração.' },
    });
    fireEvent.click(within(form()).getByRole('checkbox', { name: /^Publicar agora/ }));
    send();

    await waitFor(() => expect(uploads.sent()).toHaveLength(1));
    const upload = uploads.latest();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/v1/admin/materials');
    expect(upload.headers.authorization).toMatch(/^Bearer /);
    expect(upload.body!.get('title')).toBe('Carta aos herdeiros');
    expect(upload.body!.get('description')).toBe('Uma carta para a próxima geração.');
    expect(upload.body!.get('published')).toBe('true');
    expect((upload.body!.get('file') as File).name).toBe('Carta aos herdeiros.pdf');

    const bar = within(form()).getByRole('progressbar', { name: 'Envio do arquivo' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => upload.progress(42, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(form()).getByText('Enviando: 42%')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Enviando...' })).toBeDisabled();

    const letter = teamMaterialAnswer({ id: 'carta', title: 'Carta aos herdeiros' });
    act(() => upload.respond(201, letter));
    expect(await screen.findByText('Material enviado.')).toBeInTheDocument();
    expect(titles()).toEqual(['Carta aos herdeiros', 'Guia da sucessão familiar']);
    expect(within(form()).queryByRole('progressbar')).toBeNull();
    expect(title).toHaveValue('');
    expect(within(form()).getByText('Nenhum arquivo escolhido.')).toBeInTheDocument();
  });

  it('takes a file dropped on the zone', async () => {
    await openAdminMaterials(server);
    const zone = within(form())
      .getByText('Nenhum arquivo escolhido.')
      .closest('div')!.parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(within(form()).getByText('Solte o arquivo para escolher.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(within(form()).getByText('Carta aos herdeiros.pdf')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Carta aos herdeiros',
    );
  });

  it('asks for a file and a title before sending anything', async () => {
    await openAdminMaterials(server);
    send();
    expect(await screen.findByText('Revise o envio')).toBeInTheDocument();
    const choose = within(form()).getByRole('button', { name: 'Escolher arquivo' });
    expect(choose).toHaveFocus();
    expect(choose).toHaveAccessibleDescription(/Escolha um arquivo para enviar\.$/);
    expect(within(form()).getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
      /Dê um título ao material\.$/,
    );
    expect(uploads.sent()).toEqual([]);
  });

  it('shows the server’s word on a file too large or of a type not taken', async () => {
    await openAdminMaterials(server);
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    send();
    await waitFor(() => expect(uploads.sent()).toHaveLength(1));
    const tooLarge = 'O arquivo passa do limite de 100 MB.';
    act(() =>
      uploads
        .latest()
        .respond(413, { code: 'request_entity_too_large', message: tooLarge, field: 'file' }),
    );
    expect(await screen.findByText('Não foi possível enviar o material')).toBeInTheDocument();
    const choose = within(form()).getByRole('button', { name: 'Escolher outro arquivo' });
    expect(choose).toHaveAccessibleDescription(new RegExp(`${tooLarge}$`));
    expect(choose).toHaveFocus();

    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    expect(choose).not.toHaveAttribute('aria-invalid');
    send();
    await waitFor(() => expect(uploads.sent()).toHaveLength(2));
    const notTaken = 'Tipo de arquivo não aceito. Envie PDF, vídeo, áudio ou imagem.';
    act(() =>
      uploads
        .latest()
        .respond(415, { code: 'unsupported_media_type', message: notTaken, field: 'file' }),
    );
    await waitFor(() => expect(choose).toHaveAccessibleDescription(new RegExp(`${notTaken}$`)));
  });

  it('says the upload was cut off when the connection drops', async () => {
    await openAdminMaterials(server);
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    send();
    await waitFor(() => expect(uploads.sent()).toHaveLength(1));
    act(() => uploads.latest().fail());
    expect(await screen.findByText(/^O envio foi interrompido\./)).toBeInTheDocument();
    expect(within(form()).getByText('Carta aos herdeiros.pdf')).toBeInTheDocument();
  });
});
