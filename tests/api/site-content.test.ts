import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { rowCounts } from '../support/row-counts.ts';
import {
  contentTables,
  page,
  publish,
  cameraPhoto,
  readContent,
  type ServedSite,
  startSite,
  type TeamContent,
  uploadImage,
  withPrivacyText,
  withTitle,
} from '../support/site-content-server.ts';

/** Markdown the parser takes seconds to minutes over (an outside review's findings). */
const pathologicalMarkdown = [
  { body: '*a_'.repeat(10_000), message: 'marcas de formatação' },
  { body: '> '.repeat(29_000), message: 'níveis de listas e citações (>)' },
];

describe.each(backends)("the site's content on %s", (backend) => {
  let site: ServedSite;
  beforeAll(async () => {
    site = await startSite(backend);
  });
  afterAll(() => site?.close());

  it('is the team’s alone', async () => {
    expect((await apiRequest(site.server, 'GET', '/admin/content', site.client)).status).toBe(403);
    const anonymous = await fetch(`${site.server.url}/api/v1/admin/content`);
    expect(anonymous.status).toBe(401);
    const defaults = await readContent(site.server, site.staff);
    const attempt = await publish(site.server, site.client, defaults.content, defaults.version);
    expect(attempt.status).toBe(403);
  });

  it('starts from the defaults, with the configured controller on the privacy page', async () => {
    const live = await readContent(site.server, site.staff);
    expect(live).toMatchObject({ version: 0, published_at: null, published_by: null });
    expect(live.content.hero.title).toBe('Do ego ao legado.');
    expect(live.content.legal.controller.email).toBe('dpo@legado.example.com');
    expect(await page(site.server, '/privacidade')).toContain('mailto:dpo@legado.example.com');
  });

  it('refuses content that fails validation, naming the field, and changes nothing', async () => {
    const live = await readContent(site.server, site.staff);
    const before = await rowCounts(site.server.app.store.db, contentTables);
    const founders = live.content.about.founders.map((founder, index) =>
      index === 1 ? { ...founder, name: '   ' } : founder,
    );
    const response = await publish(
      site.server,
      site.staff,
      { ...live.content, about: { ...live.content.about, founders } },
      live.version,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      field: 'content.about.founders.1.name',
      message: 'Preencha este campo.',
    });
    const hostileLink = await publish(
      site.server,
      site.staff,
      { ...live.content, contact: { url: 'javascript:alert(1)' } },
      live.version,
    );
    expect(hostileLink.status).toBe(400);
    expect(await rowCounts(site.server.app.store.db, contentTables)).toEqual(before);
    expect(await page(site.server, '/')).toContain('Do ego ao legado.');
  });

  it('publishes a version that / serves at once, and refuses one built on a stale version', async () => {
    const live = await readContent(site.server, site.staff);
    const response = await publish(
      site.server,
      site.staff,
      withTitle(live.content, 'Legados que atravessam gerações.'),
      live.version,
    );
    expect(response.status).toBe(200);
    const published = (await response.json()) as TeamContent;
    expect(published).toMatchObject({
      version: live.version + 1,
      published_by: { email: site.staffEmail },
    });
    expect(await page(site.server, '/')).toContain('Legados que atravessam gerações.');

    const stale = await publish(site.server, site.staff, live.content, live.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'content_changed' });
    expect(await page(site.server, '/')).toContain('Legados que atravessam gerações.');
  });

  it('keeps every version and restores any as a new one', async () => {
    const first = await readContent(site.server, site.staff);
    const second = (await (
      await publish(site.server, site.staff, withTitle(first.content, 'Versão B.'), first.version)
    ).json()) as TeamContent;
    expect(await page(site.server, '/')).toContain('Versão B.');

    const restored = await apiRequest(
      site.server,
      'POST',
      `/admin/content/versions/${first.version}/restore`,
      site.staff,
    );
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as TeamContent).version).toBe(second.version + 1);
    expect(await page(site.server, '/')).not.toContain('Versão B.');
    expect(await page(site.server, '/')).toContain(first.content.hero.title);

    const list = await apiRequest(site.server, 'GET', '/admin/content/versions', site.staff);
    const { versions } = (await list.json()) as {
      versions: Array<{ version: number; restored_from: number | null }>;
    };
    expect(versions[0]).toMatchObject({
      version: second.version + 1,
      restored_from: first.version,
    });
    const old = await apiRequest(
      site.server,
      'GET',
      `/admin/content/versions/${second.version}`,
      site.staff,
    );
    expect(((await old.json()) as TeamContent).content.hero.title).toBe('Versão B.');
    const missing = await apiRequest(
      site.server,
      'POST',
      '/admin/content/versions/999/restore',
      site.staff,
    );
    expect(missing.status).toBe(404);
  });

  it('renders hostile Markdown on the legal pages as text, never as markup', async () => {
    const live = await readContent(site.server, site.staff);
    const body = '<script>alert(1)</script>\n\n[x](javascript:alert(2))\n\nTexto seguro.';
    const response = await publish(
      site.server,
      site.staff,
      {
        ...live.content,
        legal: { ...live.content.legal, terms: { ...live.content.legal.terms, body } },
      },
      live.version,
    );
    expect(response.status).toBe(200);
    const html = await page(site.server, '/termos');
    expect(html).toContain('Texto seguro.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
  });

  it('refuses Markdown that would hold the server, naming the field, while /healthz answers', async () => {
    const live = await readContent(site.server, site.staff);
    const before = await rowCounts(site.server.app.store.db, contentTables);
    for (const { body, message } of pathologicalMarkdown) {
      const [response, health] = await Promise.all([
        publish(site.server, site.staff, withPrivacyText(live.content, body), live.version),
        fetch(`${site.server.url}/healthz`),
      ]);
      expect(health.status).toBe(200);
      expect(response.status).toBe(400);
      const refusal = (await response.json()) as { field: string; message: string };
      expect(refusal.field).toBe('content.legal.privacy.body');
      expect(refusal.message).toContain(message);
    }
    expect(await rowCounts(site.server.app.store.db, contentTables)).toEqual(before);
  });

  it('starts with the last version that renders when the live one does not, and /readyz says so', async () => {
    const live = await readContent(site.server, site.staff);
    const published = await publish(
      site.server,
      site.staff,
      withTitle(live.content, 'A última versão que se monta.'),
      live.version,
    );
    const { version } = (await published.json()) as TeamContent;
    // Written straight into the store, as a build without the limits of decision 028 allowed.
    await site.server.app.store.db
      .insertInto('site_content_versions')
      .values({
        version: version + 1,
        document: JSON.stringify(withPrivacyText(live.content, pathologicalMarkdown[0]!.body)),
        published_at: new Date().toISOString(),
        published_by: null,
        restored_from: null,
      })
      .execute();

    const restarted = await startAuthServer(
      backend,
      { DATA_DIR: site.dataDir, ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}) },
      { serveSite: true },
    );
    try {
      expect(await page(restarted, '/')).toContain('A última versão que se monta.');
      const ready = await fetch(`${restarted.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        site_content: {
          newest_version: version + 1,
          served_version: version,
          reason: 'does_not_fit',
        },
      });
    } finally {
      await restarted.close();
    }
  });

  it('sends the client area’s contact buttons to the contact link the team published', async () => {
    const live = await readContent(site.server, site.staff);
    const contactUrl = 'https://wa.me/5511987654321';
    const response = await publish(
      site.server,
      site.staff,
      { ...live.content, contact: { url: contactUrl } },
      live.version,
    );
    expect(response.status).toBe(200);
    const shell = await page(site.server, '/dashboard');
    const config = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
      shell,
    );
    expect(JSON.parse(config![1]!)).toMatchObject({ contactUrl });
    expect(await page(site.server, '/')).toContain(`href="${contactUrl}?text=`);
  });

  it('keeps the versions and photos of a member of the team whose account is deleted', async () => {
    const member = await signedInAccount(site.server, { staff: true });
    const uploaded = await uploadImage(site.server, member.token, await cameraPhoto());
    const image = (await uploaded.json()) as { id: string };
    const live = await readContent(site.server, member.token);
    const response = await publish(
      site.server,
      member.token,
      {
        ...withTitle(live.content, 'Publicado por quem saiu da equipe.'),
        seo: { ...live.content.seo, shareImage: { id: image.id, alt: '' } },
      },
      live.version,
    );
    const { version } = (await response.json()) as TeamContent;
    const { error } = await site.server.admin().auth.admin.deleteUser(member.id);
    expect(error).toBeNull();

    const team = await readContent(site.server, site.staff);
    expect(team).toMatchObject({ version, published_by: null });
    expect(team.images.map(({ id }) => id)).toContain(image.id);
    const list = await apiRequest(site.server, 'GET', '/admin/content/versions', site.staff);
    const { versions } = (await list.json()) as { versions: TeamContent[] };
    expect(versions[0]).toMatchObject({ version, published_by: null });
    const html = await page(site.server, '/');
    expect(html).toContain('Publicado por quem saiu da equipe.');
    expect(html).toContain(`/media/site/${image.id}-960.webp`);
  });

  it('serves the newest version that still fits when a newer one does not (written by a newer build)', async () => {
    const live = await readContent(site.server, site.staff);
    const response = await publish(
      site.server,
      site.staff,
      withTitle(live.content, 'A versão que este servidor lê.'),
      live.version,
    );
    const { version } = (await response.json()) as TeamContent;
    await site.server.app.store.db
      .insertInto('site_content_versions')
      .values({
        version: version + 1,
        document: JSON.stringify({
          ...live.content,
          hero: { ...live.content.hero, title: 'Versão nova.', subtitle: 'Um campo novo.' },
        }),
        published_at: new Date().toISOString(),
        published_by: null,
        restored_from: null,
      })
      .execute();
    // The instance checks twice a second; it says once that the newest version does not fit.
    await vi.waitFor(
      () => expect(site.errorLines.join('\n')).toContain(`"version":${version + 1}`),
      { timeout: 5_000, interval: 100 },
    );
    expect(await page(site.server, '/')).toContain('A versão que este servidor lê.');
    const team = await readContent(site.server, site.staff);
    expect(team.version).toBe(version + 1);
    expect(team.content.hero.title).toBe('A versão que este servidor lê.');
  });

  it('deletes a photo once the live version no longer shows it; its addresses then answer 404', async () => {
    const image = (await (
      await uploadImage(site.server, site.staff, await cameraPhoto())
    ).json()) as { id: string };
    const deleteImage = (token: string, id = image.id) =>
      apiRequest(site.server, 'DELETE', `/admin/content/images/${id}`, token);
    const photoFile = () => fetch(`${site.server.url}/media/site/${image.id}-480.webp`);
    const live = await readContent(site.server, site.staff);
    const withPhoto = (photo: { id: string; alt: string } | null) => ({
      ...live.content,
      about: {
        ...live.content.about,
        founders: live.content.about.founders.map((founder, index) =>
          index === 0 ? { ...founder, photo } : founder,
        ),
      },
    });
    const shown = await publish(
      site.server,
      site.staff,
      withPhoto({ id: image.id, alt: 'Retrato de quem saiu' }),
      live.version,
    );
    const { version: shownIn } = (await shown.json()) as TeamContent;

    expect((await deleteImage(site.client)).status).toBe(403);
    const inUse = await deleteImage(site.staff);
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toMatchObject({
      code: 'image_in_use',
      field: 'about.founders.0.photo',
    });
    expect((await photoFile()).status).toBe(200);

    expect((await publish(site.server, site.staff, withPhoto(null), shownIn)).status).toBe(200);
    expect((await deleteImage(site.staff)).status).toBe(204);
    expect((await photoFile()).status).toBe(404);
    expect((await readContent(site.server, site.staff)).images.map(({ id }) => id)).not.toContain(
      image.id,
    );
    const files = await site.server.app.store.db
      .selectFrom('site_image_files')
      .select('name')
      .where('image_id', '=', image.id)
      .execute();
    expect(files).toEqual([]);
    expect((await deleteImage(site.staff)).status).toBe(404);
    expect((await deleteImage(site.staff, 'nao-e-uma-foto')).status).toBe(400);

    const restore = await apiRequest(
      site.server,
      'POST',
      `/admin/content/versions/${shownIn}/restore`,
      site.staff,
    );
    expect(restore.status).toBe(422);
    expect(await restore.json()).toMatchObject({
      code: 'image_unknown',
      field: 'about.founders.0.photo',
    });
    const audit = await apiRequest(
      site.server,
      'GET',
      '/admin/audit?action=content_image_deleted',
      site.staff,
    );
    const { entries } = (await audit.json()) as { entries: Array<{ detail: { image: string } }> };
    expect(entries.map(({ detail }) => detail.image)).toEqual([image.id]);
  });

  it('records each publication in the audit log with the member who published', async () => {
    const response = await apiRequest(
      site.server,
      'GET',
      '/admin/audit?action=content_published',
      site.staff,
    );
    const { entries } = (await response.json()) as {
      entries: Array<{ actor: { email: string } | null; detail: { version: number } }>;
    };
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries[0]!.actor?.email).toBe(site.staffEmail);
  });
});
