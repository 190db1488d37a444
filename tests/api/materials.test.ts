import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material, MaterialLink, TeamMaterial } from '../../shared/materials.ts';
import type { Message } from '../../shared/messages.ts';
import {
  type Backend,
  backends,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import {
  materialForm,
  packedPdf,
  pdfOf,
  sampleMp4,
  samplePdf,
  samplePng,
  uploadMaterial,
} from '../support/material-files.ts';
import { waitForJobsToSettle } from '../support/job-queue.ts';
import { postMessageForm } from '../support/messages.ts';
import { createPlanTemplate, postPlanFile, startPlan } from '../support/plans.ts';
import { rowCounts } from '../support/row-counts.ts';
import { startS3Server } from '../support/s3-server.ts';

const maxBytes = 2 * 1024 * 1024;
const libraryTables = ['materials', 'material_chunks', 'material_opens'] as const;

interface Library {
  server: RunningAuthServer;
  staff: string;
  client: string;
}

/** Uploads as the team and answers the stored material. */
async function upload(library: Library, form: Parameters<typeof uploadMaterial>[2]) {
  const response = await uploadMaterial(library.server, library.staff, form);
  expect(response.status).toBe(201);
  return (await response.json()) as TeamMaterial;
}

async function linkFor(library: Library, id: string, token = library.client) {
  const response = await apiRequest(library.server, 'POST', `/materials/${id}/link`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as MaterialLink;
}

/** What the client's materials page lists. */
async function clientList(library: Library) {
  const response = await apiRequest(library.server, 'GET', '/materials', library.client);
  return (await response.json()) as Material[];
}

const fetchLink = (library: Library, url: string, headers: Record<string, string> = {}) =>
  fetch(`${library.server.url}${url}`, { headers });

async function startLibrary(backend: Backend, environment: Record<string, string> = {}) {
  const server = await startAuthServer(backend, {
    MATERIAL_MAX_BYTES: String(maxBytes),
    ...environment,
  });
  const staff = (await signedInAccount(server, { staff: true })).token;
  const client = (await signedInAccount(server)).token;
  return { server, staff, client };
}

describe.each(backends)('the materials library on %s', (backend) => {
  let library: Library;
  beforeAll(async () => {
    library = await startLibrary(backend);
  });
  afterAll(() => library?.server.close());

  it('keeps a draft from clients until the team publishes it', async () => {
    const draft = await upload(library, {
      fileName: 'Guia do legado.pdf',
      bytes: samplePdf(),
      description: 'Oito perguntas para a primeira conversa.',
    });
    expect(draft).toMatchObject({
      title: 'Guia do legado',
      description: 'Oito perguntas para a primeira conversa.',
      file_name: 'Guia do legado.pdf',
      content_type: 'application/pdf',
      size: samplePdf().length,
      published: false,
      published_at: null,
    });

    const listed = () => clientList(library);
    expect((await listed()).map(({ id }) => id)).not.toContain(draft.id);
    const early = await apiRequest(
      library.server,
      'POST',
      `/materials/${draft.id}/link`,
      library.client,
    );
    expect(early.status).toBe(404);
    const byBearer = await apiRequest(
      library.server,
      'GET',
      `/materials/${draft.id}/file`,
      library.client,
    );
    expect(byBearer.status).toBe(404);

    const published = await apiRequest(
      library.server,
      'PATCH',
      `/admin/materials/${draft.id}`,
      library.staff,
      {
        published: true,
        title: 'Guia da primeira conversa',
      },
    );
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({
      published: true,
      title: 'Guia da primeira conversa',
    });

    const [shown] = (await listed()).filter(({ id }) => id === draft.id);
    expect(shown).toMatchObject({ title: 'Guia da primeira conversa', opened_at: null });
    expect(Date.parse(shown!.published_at)).not.toBeNaN();
  });

  it('serves a published file through a link, inline or as a download, and marks it opened', async () => {
    const pdf = samplePdf('Sucessão');
    const material = await upload(library, {
      fileName: 'sucessao.pdf',
      bytes: pdf,
      published: true,
    });
    const link = await linkFor(library, material.id);
    expect(link.url).toMatch(new RegExp(`^/api/v1/materials/${material.id}/file\\?token=`));
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());

    const inline = await fetchLink(library, link.url);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toBe('inline; filename="sucessao.pdf"');
    expect(inline.headers.get('cache-control')).toBe('private, no-store');
    expect(inline.headers.get('accept-ranges')).toBe('bytes');
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await inline.arrayBuffer()).equals(pdf)).toBe(true);

    const download = await fetchLink(library, `${link.url}&download=1`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="sucessao.pdf"');
    await download.arrayBuffer();

    const opened = (await clientList(library)).find(({ id }) => id === material.id);
    expect(Date.parse(opened?.opened_at ?? '')).not.toBeNaN();
  });

  it('answers byte ranges across stored chunks, for players that seek', async () => {
    const video = sampleMp4(1_300_000);
    const material = await upload(library, {
      fileName: 'entrevista.mp4',
      bytes: video,
      published: true,
    });
    expect(material.content_type).toBe('video/mp4');
    const { url } = await linkFor(library, material.id);

    const across = await fetchLink(library, url, { range: 'bytes=524000-1050000' });
    expect(across.status).toBe(206);
    expect(across.headers.get('content-range')).toBe(`bytes 524000-1050000/${video.length}`);
    expect(across.headers.get('content-length')).toBe(String(1050000 - 524000 + 1));
    expect(Buffer.from(await across.arrayBuffer()).equals(video.subarray(524000, 1050001))).toBe(
      true,
    );

    const tail = await fetchLink(library, url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(-100))).toBe(true);

    const whole = await fetchLink(library, url);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const outside = await fetchLink(library, url, { range: `bytes=${video.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect(await outside.json()).toMatchObject({ code: 'range_not_satisfiable' });
  });

  it('honours a link only for its material and while its session lasts', async () => {
    const first = await upload(library, { fileName: 'a.png', bytes: samplePng(), published: true });
    const second = await upload(library, {
      fileName: 'b.png',
      bytes: samplePng(8, 8),
      published: true,
    });
    const reader = await signedInAccount(library.server);
    const { url } = await linkFor(library, first.id, reader.token);

    const tampered = url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await fetchLink(library, tampered)).status).toBe(401);
    const elsewhere = url.replace(first.id, second.id);
    const refused = await fetchLink(library, elsewhere);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'link_expired' });
    expect((await fetchLink(library, url)).status).toBe(200);

    const signedOut = await fetch(`${library.server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: library.server.anonKey, authorization: `Bearer ${reader.token}` },
    });
    expect(signedOut.status).toBe(204);
    const afterSignOut = await fetchLink(library, url);
    expect(afterSignOut.status).toBe(401);
    expect(await afterSignOut.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses disguised, unknown, empty and missing files and stores nothing', async () => {
    const before = await rowCounts(library.server.app.store.db, libraryTables);
    const refusals: [Parameters<typeof uploadMaterial>[2], number, string][] = [
      [{ fileName: 'contrato.pdf', bytes: samplePng() }, 415, 'não corresponde à extensão'],
      [
        { fileName: 'pagina.pdf', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
        415,
        'Tipo de arquivo não aceito',
      ],
      [
        { fileName: 'imagem.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        415,
        'Tipo de arquivo não aceito',
      ],
      [{ fileName: 'vazio.pdf', bytes: Buffer.alloc(0) }, 400, 'O arquivo está vazio.'],
      ...damagedPdfs().map(([fileName, bytes]): (typeof refusals)[number] => [
        { fileName, bytes },
        415,
        damagedPdfMessage,
      ]),
      [{ fileName: 'ok.pdf', bytes: samplePdf(), title: '   ' }, 400, 'Dê um título ao material.'],
      [{ fileName: 'ok.pdf', bytes: samplePdf(), published: 'sim' as never }, 400, 'publicado'],
    ];
    for (const [form, status, message] of refusals) {
      const response = await uploadMaterial(library.server, library.staff, form);
      expect(response.status, form.fileName).toBe(status);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }

    const withoutFile = new FormData();
    withoutFile.set('title', 'Sem arquivo');
    const missing = await fetch(`${library.server.url}/api/v1/admin/materials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${library.staff}` },
      body: withoutFile,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      field: 'file',
      message: 'Escolha um arquivo para enviar.',
    });

    const unknownField = materialForm({ fileName: 'ok.pdf', bytes: samplePdf() });
    unknownField.set('owner', 'alguém');
    const unknown = await fetch(`${library.server.url}/api/v1/admin/materials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${library.staff}` },
      body: unknownField,
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Campo desconhecido: owner.' });

    const asJson = await apiRequest(library.server, 'POST', '/admin/materials', library.staff, {
      title: 'x',
    });
    expect(asJson.status).toBe(415);

    expect(await rowCounts(library.server.app.store.db, libraryTables)).toEqual(before);
  });

  it('takes a PDF with trailing blank lines or with its objects packed in compressed streams', async () => {
    const trailing = Buffer.concat([samplePdf(), Buffer.from('\r\n'.repeat(300))]);
    for (const bytes of [trailing, packedPdf()]) {
      const material = await upload(library, { fileName: 'carta.pdf', bytes });
      expect(material).toMatchObject({ content_type: 'application/pdf', size: bytes.length });
    }
  });

  it('keeps only the last segment of a file name that carries a path', async () => {
    const fromUnix = await upload(library, {
      fileName: '../../etc/relatorio.pdf',
      bytes: samplePdf(),
    });
    expect(fromUnix.file_name).toBe('relatorio.pdf');
    const fromWindows = await upload(library, {
      fileName: 'C:\\Users\\ana\\carta "final".pdf',
      bytes: samplePdf(),
    });
    expect(fromWindows.file_name).toBe('carta final.pdf');
    const unnamed = await upload(library, { fileName: 'retrato', bytes: samplePng() });
    expect(unnamed.file_name).toBe('retrato.png');
  });

  it('refuses a file over MATERIAL_MAX_BYTES with 413, before reading the body when it is announced', async () => {
    const before = await rowCounts(library.server.app.store.db, libraryTables);
    const { port } = new URL(library.server.url);
    const announced = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/admin/materials',
          headers: {
            authorization: `Bearer ${library.staff}`,
            'content-type': 'multipart/form-data; boundary=limite',
            'content-length': String(50 * maxBytes),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      // Only the start of the announced body is ever sent: the answer must not wait for the rest.
      request.write(
        '--limite\r\nContent-Disposition: form-data; name="file"; filename="grande.mp4"\r\n\r\n',
      );
    });
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body)).toMatchObject({
      code: 'request_entity_too_large',
      message: 'O arquivo passa do limite de 2 MB.',
    });

    const form = new Response(
      materialForm({ fileName: 'grande.mp4', bytes: sampleMp4(maxBytes + 1) }),
    );
    const streamed = await fetch(`${library.server.url}/api/v1/admin/materials`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${library.staff}`,
        'content-type': form.headers.get('content-type')!,
      },
      // A stream has no length to announce: the limit is found while reading.
      body: form.body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await rowCounts(library.server.app.store.db, libraryTables)).toEqual(before);
  });

  it('lets only the team upload, change, list drafts and delete', async () => {
    const material = await upload(library, { fileName: 'rascunho.pdf', bytes: samplePdf() });
    const asClient = await uploadMaterial(library.server, library.client, {
      fileName: 'x.pdf',
      bytes: samplePdf(),
    });
    expect(asClient.status).toBe(403);
    const anonymous = await fetch(`${library.server.url}/api/v1/admin/materials`, {
      method: 'POST',
      body: materialForm({ fileName: 'x.pdf', bytes: samplePdf() }),
    });
    expect(anonymous.status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/admin/materials', undefined],
      ['PATCH', `/admin/materials/${material.id}`, { published: true }],
      ['DELETE', `/admin/materials/${material.id}`, undefined],
    ] as const) {
      expect((await apiRequest(library.server, method, path, library.client, body)).status).toBe(
        403,
      );
    }

    const teamList = (await (
      await apiRequest(library.server, 'GET', '/admin/materials', library.staff)
    ).json()) as TeamMaterial[];
    expect(teamList.find(({ id }) => id === material.id)).toMatchObject({ published: false });
  });

  it('is described at /api/v1/openapi.json, the upload as a multipart form', async () => {
    const document = (await (await fetch(`${library.server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: object } }>>;
    };
    expect(Object.keys(document.paths['/api/v1/admin/materials']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/v1/admin/materials/{id}']!).sort()).toEqual([
      'delete',
      'patch',
    ]);
    expect(document.paths['/api/v1/materials/{id}/link']).toHaveProperty('post');
    expect(document.paths['/api/v1/materials/{id}/file']).toHaveProperty('get');
  });

  it('checks every change and deletes a material with its file', async () => {
    const material = await upload(library, {
      fileName: 'final.pdf',
      bytes: samplePdf(),
      published: true,
    });
    const change = (body: unknown, id = material.id) =>
      apiRequest(library.server, 'PATCH', `/admin/materials/${id}`, library.staff, body);
    expect((await change({})).status).toBe(400);
    expect(await (await change({ color: 'azul' })).json()).toMatchObject({
      message: 'Campo desconhecido: color.',
    });
    expect((await change({ published: 'yes' })).status).toBe(400);
    expect((await change({ title: 'x'.repeat(201) })).status).toBe(400);
    expect((await change({ title: 'Outro' }, crypto.randomUUID())).status).toBe(404);
    expect(await (await change({ description: '' })).json()).toMatchObject({ description: null });

    const { url } = await linkFor(library, material.id);
    const chunksBefore = await rowCounts(library.server.app.store.db, ['material_chunks']);
    const deleted = await apiRequest(
      library.server,
      'DELETE',
      `/admin/materials/${material.id}`,
      library.staff,
    );
    expect(deleted.status).toBe(204);
    expect((await rowCounts(library.server.app.store.db, ['material_chunks']))[0]).toBeLessThan(
      chunksBefore[0]!,
    );
    expect((await fetchLink(library, url)).status).toBe(404);
    const again = await apiRequest(
      library.server,
      'DELETE',
      `/admin/materials/${material.id}`,
      library.staff,
    );
    expect(again.status).toBe(404);

    const audit = await library.server.app.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['material_uploaded', 'material_changed', 'material_deleted'])
      .execute();
    expect(new Set(audit.map(({ action }) => action))).toEqual(
      new Set(['material_uploaded', 'material_changed', 'material_deleted']),
    );
  });
});

const damagedPdfMessage =
  'Este PDF está incompleto ou danificado. Gere o arquivo de novo (Salvar como PDF) e envie outra vez.';

/** Files that start as PDFs do, but no viewer could show: cut short, or missing a part. */
function damagedPdfs(): Array<[string, Buffer]> {
  const whole = samplePdf().toString('latin1');
  const table = whole.indexOf('xref');
  return [
    ['cabecalho.pdf', Buffer.from('%PDF-')],
    ['metade.pdf', samplePdf().subarray(0, Math.floor(whole.length / 2))],
    ['sem-fim.pdf', Buffer.from(whole.replace('%%EOF', ''), 'latin1')],
    [
      'indice-errado.pdf',
      Buffer.from(whole.replace(`startxref\n${table}`, `startxref\n${table - 40}`), 'latin1'),
    ],
    [
      'sem-paginas.pdf',
      pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
    ],
  ];
}

/** What the local bucket holds: its objects' files, by key. */
const objectKeys = async (bucket: { objectsDirectory: string }, folder = 'materials/') =>
  (await readdir(bucket.objectsDirectory, { recursive: true })).filter((key) =>
    key.includes(folder),
  );

describe('materials in an S3-compatible bucket (S3_URL)', () => {
  let library: Library;
  let bucket: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    bucket = await startS3Server();
    library = await startLibrary('sqlite', { S3_URL: bucket.url });
  });
  afterAll(async () => {
    await library?.server.close();
    await bucket?.close();
  });

  it('keeps the bytes in the bucket, serves ranges from it and deletes them with the material', async () => {
    const video = sampleMp4(1_100_000);
    const material = await upload(library, { fileName: 'aula.mp4', bytes: video, published: true });
    expect(await rowCounts(library.server.app.store.db, ['material_chunks'])).toEqual([0]);
    expect((await objectKeys(bucket)).some((key) => key.includes(material.id))).toBe(true);

    const { url } = await linkFor(library, material.id);
    const part = await fetchLink(library, url, { range: 'bytes=1000-600000' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-600000/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 600001))).toBe(true);
    const whole = await fetchLink(library, `${url}&download=1`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const deleted = await apiRequest(
      library.server,
      'DELETE',
      `/admin/materials/${material.id}`,
      library.staff,
    );
    expect(deleted.status).toBe(204);
    expect((await objectKeys(bucket)).some((key) => key.includes(material.id))).toBe(false);
    expect((await fetchLink(library, url)).status).toBe(404);
  });

  it("keeps a message attachment and a plan's file there too, and lets them go with the account", async () => {
    const client = await signedInAccount(library.server);
    const template = await createPlanTemplate(library.server, library.staff);
    await startPlan(library.server, library.staff, client.id, template.id);
    const planFile = (await (
      await postPlanFile(library.server, client.token, { name: 'carta.png', bytes: samplePng() })
    ).json()) as { id: string };
    const inPlans = async () =>
      (await objectKeys(bucket, 'plan-files/')).some((key) => key.includes(planFile.id));
    expect(await inPlans()).toBe(true);
    const posted = await postMessageForm(library.server, client.token, {
      file: { name: 'foto.png', bytes: samplePng() },
    });
    const [attachment] = ((await posted.json()) as Message).attachments;
    const stored = () => objectKeys(bucket, 'message-files/');
    expect((await stored()).some((key) => key.includes(attachment!.id))).toBe(true);
    const { url } = (await (
      await apiRequest(
        library.server,
        'POST',
        `/messages/attachments/${attachment!.id}/link`,
        client.token,
      )
    ).json()) as MaterialLink;
    const file = await fetchLink(library, url);
    expect(Buffer.from(await file.arrayBuffer()).equals(samplePng())).toBe(true);

    const deleted = await apiRequest(library.server, 'DELETE', '/me', client.token, {
      password: client.password,
    });
    expect(deleted.status).toBe(204);
    await waitForJobsToSettle(library.server.app.store.db);
    expect((await stored()).some((key) => key.includes(attachment!.id))).toBe(false);
    expect(await inPlans()).toBe(false);
  });

  it('still refuses a disguised file before anything reaches the bucket', async () => {
    const response = await uploadMaterial(library.server, library.staff, {
      fileName: 'foto.mp4',
      bytes: samplePng(),
    });
    expect(response.status).toBe(415);
    expect((await objectKeys(bucket)).length).toBe(0);
  });
});
