import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import { defaultSiteContent } from '../../../web/src/content/site-content/defaults.ts';
import { createLiveSite } from './live-site.ts';
import type { SiteRenderer } from './site-renderer.ts';

/** Renders each page as its hero title; a title of "quebra" makes the renderer throw. */
const renderer: SiteRenderer = {
  defaultSiteContent,
  template: '<html><head><!--head--></head><body><!--landing--></body></html>',
  renderContentPage: (path, content) => {
    if (content.hero.title === 'quebra') throw new Error('a component failed');
    return { head: `<title>${path}</title>`, body: content.hero.title };
  },
};

const withTitle = (title: string): SiteContent => ({
  ...defaultSiteContent,
  hero: { ...defaultSiteContent.hero, title },
});

const served = (site: ReturnType<typeof createLiveSite>) =>
  gunzipSync(site.current().pages['/'].gzip).toString();

function liveSiteOver(versions: SiteContent[]) {
  const site = createLiveSite({
    renderer,
    siteUrl: 'https://legado.example',
    contactUrl: 'https://wa.me/5511900000000',
    controllerEmail: 'dpo@legado.example',
    log: pino({ level: 'silent' }),
  });
  const source = {
    read: async () => ({
      version: versions.length,
      content: versions.at(-1) ?? site.rendering.defaults,
      imageSizes: {},
    }),
    version: async () => versions.length,
  };
  return { site, source };
}

describe('the live site', () => {
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

  it('keeps serving the previous version when the new one fails to render', async () => {
    const versions: SiteContent[] = [withTitle('Versão boa.')];
    const { site, source } = liveSiteOver(versions);
    await site.start(source);
    site.stop();
    versions.push(withTitle('quebra'));
    await expect(site.rendering.refresh()).rejects.toThrow('a component failed');
    expect(served(site)).toContain('Versão boa.');
    expect(() => site.rendering.tryRender(withTitle('quebra'), {})).toThrow();
  });
});
