import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import { defaultSiteContent } from '../../../web/src/content/site-content/defaults.ts';
import { createLiveSite } from './live-site.ts';
import type { RenderedHtml } from './page-render-thread.ts';
import { renderPageHtml, type SiteRenderer } from './site-renderer.ts';

/** The titles the renderer was asked to render, in order. */
const renderedTitles: string[] = [];

/** Renders each page as its hero title; a title of "quebra" makes the renderer throw. */
const renderer: SiteRenderer = {
  defaultSiteContent,
  template: '<html><head><!--head--></head><body><!--landing--></body></html>',
  renderContentPage: (path, content) => {
    if (path === '/') renderedTitles.push(content.hero.title);
    if (content.hero.title === 'quebra') throw new Error('a component failed');
    return { head: `<title>${path}</title>`, body: content.hero.title };
  },
};

/** The render thread's part, on this thread. */
const renderPages = async (content: SiteContent) =>
  Object.fromEntries(
    (['/', '/termos', '/privacidade'] as const).map((path) => [
      path,
      renderPageHtml(renderer, path, content, 'https://legado.example', {}),
    ]),
  ) as RenderedHtml;

const withTitle = (title: string): SiteContent => ({
  ...defaultSiteContent,
  hero: { ...defaultSiteContent.hero, title },
});

const served = (site: ReturnType<typeof createLiveSite>) =>
  gunzipSync(site.current().pages['/'].gzip).toString();

/** A store of `versions` (the first is version 1) that stops answering while `store.down` is set. */
function liveSiteOver(versions: SiteContent[]) {
  const logLines: Array<{ level: number; msg: string; version?: number }> = [];
  const site = createLiveSite({
    renderer,
    renderPages,
    siteUrl: 'https://legado.example',
    contactUrl: 'https://wa.me/5511900000000',
    controllerEmail: 'dpo@legado.example',
    compression: 'best',
    log: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
  });
  const store = { down: false };
  const answer = () => {
    if (store.down) throw new Error('connect ECONNREFUSED');
  };
  const source = {
    read: async (upTo = versions.length) => {
      answer();
      return {
        version: versions.length,
        contentVersion: upTo,
        content: versions[upTo - 1] ?? site.rendering.defaults,
        imageSizes: {},
      };
    },
    version: async () => {
      answer();
      return versions.length;
    },
  };
  return { site, source, store, logLines };
}

const warningsIn = <Line extends { level: number }>(lines: Line[]) =>
  lines.filter(({ level }) => level >= 40);

describe('the live site', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the defaults with the configured contact link and controller', async () => {
    const { site, source } = liveSiteOver([]);
    await site.start(source);
    site.stop();
    expect(site.current().content.contact.url).toBe('https://wa.me/5511900000000');
    expect(site.current().content.legal.controller.email).toBe('dpo@legado.example');
    expect(served(site)).toContain('Do ego ao legado.');
  });

  it('serves a new version once refreshed, and tells who follows it', async () => {
    const versions: SiteContent[] = [];
    const { site, source } = liveSiteOver(versions);
    await site.start(source);
    site.stop();
    const seen: number[] = [];
    site.onChange((rendered) => seen.push(rendered.version));
    versions.push(withTitle('Versão nova.'));
    await site.rendering.refresh();
    expect(served(site)).toContain('Versão nova.');
    expect(seen).toEqual([1]);
  });

  it('keeps serving the previous version when the new one fails to render, and says so', async () => {
    const versions: SiteContent[] = [withTitle('Versão boa.')];
    const { site, source } = liveSiteOver(versions);
    await site.start(source);
    site.stop();
    expect(site.staleness()).toBeUndefined();
    versions.push(withTitle('quebra'));
    await site.rendering.refresh();
    expect(served(site)).toContain('Versão boa.');
    expect(site.staleness()).toEqual({
      newestVersion: 2,
      servedVersion: 1,
      reason: 'does_not_render',
    });
    await expect(site.rendering.tryRender(withTitle('quebra'), {})).rejects.toThrow();
  });

  it('starts with the newest version that renders when the live one does not', async () => {
    const versions = [withTitle('Versão boa.'), withTitle('quebra'), withTitle('quebra')];
    const { site, source, logLines } = liveSiteOver(versions);
    await site.start(source);
    site.stop();
    expect(served(site)).toContain('Versão boa.');
    expect(site.current()).toMatchObject({ version: 3, contentVersion: 1 });
    expect(site.staleness()).toMatchObject({ servedVersion: 1, reason: 'does_not_render' });
    expect(warningsIn(logLines).map(({ version }) => version)).toEqual([3, 2]);
  });

  it('starts with the defaults when no version below the live one renders', async () => {
    const { site, source } = liveSiteOver([withTitle('quebra'), withTitle('quebra')]);
    await site.start(source);
    site.stop();
    expect(served(site)).toContain('Do ego ao legado.');
    expect(site.staleness()).toEqual({
      newestVersion: 2,
      servedVersion: 0,
      reason: 'does_not_render',
    });
  });

  it('says once that the store stopped answering, not at every check, and once that it is back', async () => {
    vi.useFakeTimers();
    const versions: SiteContent[] = [withTitle('Versão boa.')];
    const { site, source, store, logLines } = liveSiteOver(versions);
    await site.start(source);
    store.down = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warningsIn(logLines)).toHaveLength(1);
    expect(served(site)).toContain('Versão boa.');

    store.down = false;
    versions.push(withTitle('Versão nova.'));
    // The pages are compressed off the event loop, in real time.
    await vi.waitFor(() => expect(served(site)).toContain('Versão nova.'));
    site.stop();
    expect(warningsIn(logLines)).toHaveLength(1);
    expect(logLines.at(-1)?.level).toBe(30);
  });

  it('tries a version that does not render once, not at every check, and renders the next one', async () => {
    vi.useFakeTimers();
    const versions: SiteContent[] = [withTitle('Versão boa.')];
    const { site, source, logLines } = liveSiteOver(versions);
    await site.start(source);
    renderedTitles.length = 0;
    versions.push(withTitle('quebra'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renderedTitles).toEqual(['quebra']);
    expect(warningsIn(logLines)).toHaveLength(1);
    expect(served(site)).toContain('Versão boa.');

    versions.push(withTitle('Versão corrigida.'));
    await vi.waitFor(() => expect(served(site)).toContain('Versão corrigida.'));
    site.stop();
  });

  it('asks a store that is slow to answer one question at a time, not one per check', async () => {
    vi.useFakeTimers();
    const { site, source } = liveSiteOver([withTitle('Versão boa.')]);
    let asked = 0;
    let answer = () => {};
    await site.start({
      read: source.read,
      version: () => {
        asked += 1;
        return new Promise<number>((resolve) => (answer = () => resolve(1)));
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toBe(1);
    answer();
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toBe(2);
    site.stop();
  });
});
