import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../shared/site-content/schema.ts';
import { backends } from '../support/auth-server.ts';
import { apiRequest } from '../support/data-api.ts';
import {
  page,
  publish,
  readContent,
  type ServedSite,
  startSite,
  type TeamContent,
  withTitle,
} from '../support/site-content-server.ts';

interface Draft {
  content: SiteContent;
  base_version: number;
  saved_at: string;
  saved_by: { id: string; email: string | null } | null;
}

describe.each(backends)("the team's draft of the site's content on %s", (backend) => {
  let site: ServedSite;
  beforeAll(async () => {
    // Small, so that the draft's saves would run out of it were they counted there.
    site = await startSite(backend, { RATE_LIMIT_API_WRITES_PER_USER: '12' });
  });
  afterAll(() => site?.close());

  const saveDraft = (content: unknown, base: number, token = site.staff) =>
    apiRequest(site.server, 'PUT', '/admin/content/draft', token, {
      content,
      base_version: base,
    });
  const readDraft = async () => {
    const response = await apiRequest(site.server, 'GET', '/admin/content/draft', site.staff);
    expect(response.status).toBe(200);
    return ((await response.json()) as { draft: Draft | null }).draft;
  };
  const discard = () => apiRequest(site.server, 'DELETE', '/admin/content/draft', site.staff);
  const auditedDiscards = async () => {
    const response = await apiRequest(
      site.server,
      'GET',
      '/admin/audit?action=content_draft_discarded',
      site.staff,
    );
    const { entries } = (await response.json()) as {
      entries: Array<{ actor: { email: string } | null }>;
    };
    return entries;
  };

  it('is the team’s alone', async () => {
    const live = await readContent(site.server, site.staff);
    for (const method of ['GET', 'DELETE']) {
      const asClient = await apiRequest(site.server, method, '/admin/content/draft', site.client);
      expect(asClient.status).toBe(403);
    }
    expect((await saveDraft(live.content, live.version, site.client)).status).toBe(403);
    expect((await fetch(`${site.server.url}/api/v1/admin/content/draft`)).status).toBe(401);
  });

  it('keeps an unfinished draft as typed, with who saved it, and / does not show it', async () => {
    await discard();
    expect(await readDraft()).toBeNull();
    const live = await readContent(site.server, site.staff);
    const unfinished = {
      ...withTitle(live.content, 'Rascunho em andamento  '),
      seo: { ...live.content.seo, title: '' },
      contact: { url: 'https://wa.' },
    };
    const response = await saveDraft(unfinished, live.version);
    expect(response.status).toBe(200);
    const { draft: saved } = (await response.json()) as { draft: Draft };
    expect(saved).toMatchObject({
      base_version: live.version,
      saved_by: { email: site.staffEmail },
    });
    expect(Date.parse(saved.saved_at)).not.toBeNaN();

    expect(await readDraft()).toEqual(saved);
    expect(saved.content).toEqual(unfinished);
    expect(await page(site.server, '/')).not.toContain('Rascunho em andamento');
  });

  it('refuses a draft of another shape or over a limit, naming the field, and keeps the last', async () => {
    const live = await readContent(site.server, site.staff);
    await saveDraft(withTitle(live.content, 'O último rascunho.'), live.version);
    const { hero: _hero, ...withoutHero } = live.content;
    const refused: Array<{ content: unknown; field: string }> = [
      { content: withoutHero, field: 'content.hero' },
      { content: { ...live.content, extra: true }, field: 'content' },
      { content: withTitle(live.content, 42 as unknown as string), field: 'content.hero.title' },
      { content: withTitle(live.content, 'x'.repeat(121)), field: 'content.hero.title' },
      {
        content: {
          ...live.content,
          pillars: {
            ...live.content.pillars,
            items: Array.from({ length: 9 }, () => live.content.pillars.items[0]),
          },
        },
        field: 'content.pillars.items',
      },
      { content: { ...live.content, contact: { url: 7 } }, field: 'content.contact.url' },
      { content: undefined, field: 'content' },
    ];
    for (const { content, field } of refused) {
      const response = await saveDraft(content, live.version);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await readDraft())?.content.hero.title).toBe('O último rascunho.');
  });

  it('ends with the publication that publishes it; a refused one or a restore keeps it', async () => {
    const live = await readContent(site.server, site.staff);
    const edited = withTitle(live.content, 'Publicado do rascunho.');
    await saveDraft(edited, live.version);

    const refused = await publish(site.server, site.staff, edited, live.version + 1);
    expect(refused.status).toBe(409);
    expect(await readDraft()).not.toBeNull();

    const published = await publish(site.server, site.staff, edited, live.version);
    expect(published.status).toBe(200);
    expect(await readDraft()).toBeNull();
    expect(await page(site.server, '/')).toContain('Publicado do rascunho.');

    const current = (await published.json()) as TeamContent;
    await saveDraft(withTitle(edited, 'Depois da restauração.'), current.version);
    const restore = await apiRequest(
      site.server,
      'POST',
      `/admin/content/versions/${current.version}/restore`,
      site.staff,
    );
    expect(restore.status).toBe(200);
    // Older than the live version now: the editor says so, and publishing it is refused.
    const stale = await readDraft();
    expect(stale?.base_version).toBe(current.version);
    expect(
      (await publish(site.server, site.staff, stale!.content, stale!.base_version)).status,
    ).toBe(409);
  });

  it('is saved as often as the team types, without spending the budget of other writes', async () => {
    const live = await readContent(site.server, site.staff);
    for (let save = 1; save <= 15; save += 1) {
      const response = await saveDraft(withTitle(live.content, `Versão ${save}`), live.version);
      expect(response.status).toBe(200);
    }
    expect((await readDraft())?.content.hero.title).toBe('Versão 15');
  });

  it('is dropped by "Descartar rascunho", which the audit log records with the member', async () => {
    const live = await readContent(site.server, site.staff);
    await saveDraft(live.content, live.version);
    const before = (await auditedDiscards()).length;
    expect((await discard()).status).toBe(204);
    expect(await readDraft()).toBeNull();
    const entries = await auditedDiscards();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]!.actor?.email).toBe(site.staffEmail);

    expect((await discard()).status).toBe(204);
    expect(await auditedDiscards()).toHaveLength(before + 1);
  });
});
