import { afterAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import { defaultSiteContent } from '../../../web/src/content/site-content/defaults.ts';
import { SlowRender } from '../api/domain/site-content/site-rendering.ts';
import { distDir } from './build-output.ts';
import { createPageRenderThread } from './page-render-thread.ts';

const withPrivacy = (body: string): SiteContent => ({
  ...defaultSiteContent,
  legal: { ...defaultSiteContent.legal, privacy: { ...defaultSiteContent.legal.privacy, body } },
});

// A thread starts in about a second on a busy machine; the second test starts two.
describe('the thread that renders the content pages', { timeout: 30_000 }, () => {
  // Far above what the pages take, far below what the pathological text takes (about 18 s).
  const thread = createPageRenderThread({
    distDir,
    siteUrl: 'https://legado.example',
    budgetMs: 2_000,
  });
  afterAll(() => thread.close());

  it('renders the three pages of a document', async () => {
    const html = await thread.render(withPrivacy('Texto **da equipe**.'), {});
    expect(html['/privacidade']).toContain('Texto <strong>da equipe</strong>.');
    expect(html['/termos']).toContain(defaultSiteContent.legal.terms.title);
    expect(html['/']).toContain(defaultSiteContent.hero.title);
  });

  it('gives up on a document past its budget, naming the page, while the event loop turns', async () => {
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 10);
    // Bypasses the schema, which refuses this text: the budget is the last guard.
    const outcome = await thread
      .render(withPrivacy('*a_'.repeat(10_000)), {})
      .catch((error) => error);
    clearInterval(ticker);
    expect(outcome).toBeInstanceOf(SlowRender);
    expect(outcome).toMatchObject({ page: '/privacidade' });
    expect(turns).toBeGreaterThan(0);

    const next = await thread.render(withPrivacy('Texto seguinte.'), {});
    expect(next['/privacidade']).toContain('Texto seguinte.');
  });

  it('reports a component that throws, and renders the next document', async () => {
    const broken = { ...defaultSiteContent, legal: undefined } as unknown as SiteContent;
    const outcome = await thread.render(broken, {}).catch((error) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(SlowRender);
    const next = await thread.render(withPrivacy('Depois da falha.'), {});
    expect(next['/privacidade']).toContain('Depois da falha.');
  });
});
