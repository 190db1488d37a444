import { describe, expect, it } from 'vitest';
import { type SiteContent, siteContentSchema } from '../../shared/site-content/schema.ts';
import { contentPagePaths, defaultSiteContent, renderContentPage } from './entry-prerender.tsx';

/** Markup a member of the team might paste, on purpose or not, into any text of the document. */
const hostile = `</title><script>alert(1)</script><style>*{display:none}</style>" onfocus="alert(2)`;

/** Keys whose values the schema holds to a pattern (links, anchors, dates): left as they are. */
const patterned = new Set(['href', 'url', 'profileUrl', 'id', 'email', 'updatedOn']);

function everyTextHostile(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return patterned.has(key) || value === '' ? value : hostile;
  if (Array.isArray(value)) return value.map((item) => everyTextHostile(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, everyTextHostile(item, name)]),
    );
  }
  return value;
}

const photoId = 'a'.repeat(30);
const photo = { id: photoId, alt: hostile };
const hostileContent = everyTextHostile(defaultSiteContent) as SiteContent;
hostileContent.seo.shareImage = photo;
hostileContent.about.founders[0]!.photo = photo;
hostileContent.solutions.items[0]!.image = photo;

describe.each(contentPagePaths)('%s rendered from the team’s text', (path) => {
  const page = renderContentPage(path, hostileContent, 'https://legado.example', {
    [photoId]: { width: 960, height: 1280 },
  });
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${page.head}</head><body>${page.body}</body></html>`,
    'text/html',
  );

  it('is content the schema takes', () => {
    expect(siteContentSchema.safeParse(hostileContent).success).toBe(true);
  });

  it('never turns it into scripts, styles or event handlers', () => {
    expect(document.querySelector('script, style, [onfocus]')).toBeNull();
    // One element per tag written: nothing broke out of a tag into a new one.
    const tags = [...document.head.children].map((element) => element.tagName);
    expect(tags).toHaveLength(page.head.split('\n').length);
    expect(new Set(tags)).toEqual(new Set(['TITLE', 'META', 'LINK']));
  });

  it('shows it as the text it is, in the head too', () => {
    expect(document.title).toContain(hostile);
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBe(hostile);
    expect(document.body.textContent).toContain(hostile);
    for (const image of document.querySelectorAll('img')) expect(image.alt).toBe(hostile);
  });
});
