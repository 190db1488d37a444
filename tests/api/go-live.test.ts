import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { samplePdf, uploadMaterial } from '../support/material-files.ts';
import { plainPng, publish, readContent, uploadImage } from '../support/site-content-server.ts';

type Account = Awaited<ReturnType<typeof signedInAccount>>;
interface Item {
  id: string;
  done: boolean;
  title: string;
  hint: string;
  href: string | null;
}

describe.each(backends)('the go-live checklist on %s', (backend) => {
  let server: RunningAuthServer;
  let staff: Account;

  beforeAll(async () => {
    server = await startAuthServer(backend, { RATE_LIMIT_API_WRITES_PER_USER: '1000' });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  async function doneByItem() {
    const response = await apiRequest(server, 'GET', '/admin/go-live', staff.token);
    expect(response.status, await response.clone().text()).toBe(200);
    const { items } = (await response.json()) as { items: Item[] };
    return Object.fromEntries(items.map((item) => [item.id, item.done]));
  }

  it('is for the team only', async () => {
    const client = await signedInAccount(server);
    expect((await apiRequest(server, 'GET', '/admin/go-live', client.token)).status).toBe(403);
  });

  it('lists what a fresh install lacks, each with words and where to fix it', async () => {
    const response = await apiRequest(server, 'GET', '/admin/go-live', staff.token);
    const { items } = (await response.json()) as { items: Item[] };
    expect(items.map((item) => [item.id, item.done])).toEqual([
      ['contact_link', false],
      ['privacy_controller', false],
      ['founders', false],
      ['hours', true],
      ['materials', false],
      ['mail', false],
      ['site_url', false],
    ]);
    const contact = items.find((item) => item.id === 'contact_link')!;
    expect(contact.title).toBe('Link de contato');
    expect(contact.href).toBe('/admin/conteudo#conteudo-contato');
    expect(items.find((item) => item.id === 'mail')!.hint).toContain('SMTP_URL');
  });

  it("turns the content's items done as the team publishes them", async () => {
    const live = await readContent(server, staff.token);
    const uploaded = await uploadImage(server, staff.token, await plainPng(600, 800), 'foto.png');
    expect(uploaded.status).toBe(201);
    const photo = { id: ((await uploaded.json()) as { id: string }).id, alt: 'Retrato' };
    const [first, ...others] = live.content.about.founders;
    const content = {
      ...live.content,
      contact: { url: 'https://wa.me/5521987654321' },
      legal: {
        ...live.content.legal,
        controller: { ...live.content.legal.controller, email: 'dpo@legado.com.br' },
      },
      about: {
        ...live.content.about,
        founders: [{ ...first!, photo, profileUrl: '' }, ...others.map((f) => ({ ...f, photo }))],
      },
    };
    expect((await publish(server, staff.token, content, live.version)).status).toBe(200);
    expect(await doneByItem()).toMatchObject({
      contact_link: true,
      privacy_controller: true,
      founders: false,
    });

    const withProfiles = {
      ...content,
      about: {
        ...content.about,
        founders: content.about.founders.map((founder) => ({
          ...founder,
          profileUrl: 'https://www.linkedin.com/in/fundador',
        })),
      },
    };
    expect((await publish(server, staff.token, withProfiles, live.version + 1)).status).toBe(200);
    expect((await doneByItem()).founders).toBe(true);
  });

  it('turns hours and materials done or not as the agenda and the library change', async () => {
    const availability = async () =>
      (await apiRequest(server, 'GET', '/admin/availability', staff.token)).json() as Promise<
        Record<string, unknown>
      >;
    const current = await availability();
    const closed = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, []]),
    );
    const saved = await apiRequest(server, 'PUT', '/admin/availability', staff.token, {
      ...current,
      weekly: closed,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await doneByItem()).hours).toBe(false);

    const draft = await uploadMaterial(server, staff.token, {
      fileName: 'guia.pdf',
      bytes: samplePdf(),
      title: 'Guia',
      published: false,
    });
    expect(draft.status).toBe(201);
    expect((await doneByItem()).materials).toBe(false);
    const { id } = (await draft.json()) as { id: string };
    const published = await apiRequest(server, 'PATCH', `/admin/materials/${id}`, staff.token, {
      published: true,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await doneByItem()).materials).toBe(true);

    await apiRequest(server, 'PUT', '/admin/availability', staff.token, current);
    expect((await doneByItem()).hours).toBe(true);
  });
});
