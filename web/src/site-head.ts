import type { SiteContent } from '../../shared/site-content/schema.ts';
import { siteImageUrl } from '../../shared/site-content/site-images.ts';
import type { SiteImageSizes } from './components/site-picture.tsx';
import { siteContent } from './content/site.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PageHead {
  title: string;
  description: string;
  /** The page's path on the site (`/`, `/termos`). */
  path: string;
}

/** The share image: the team's upload when there is one, else the built default (1200 × 630). */
function shareImage(content: SiteContent, siteUrl: string, imageSizes: SiteImageSizes) {
  const image = content.seo.shareImage;
  const size = image && imageSizes[image.id];
  if (image && size) {
    return { url: `${siteUrl}${siteImageUrl(image.id, size.width, 'webp')}`, ...size };
  }
  return { url: `${siteUrl}/og-image.png`, width: 1200, height: 630 };
}

/** The head tags of a server-rendered page: title, description, canonical URL and share card. */
export function headTags(
  page: PageHead,
  content: SiteContent,
  siteUrl: string,
  imageSizes: SiteImageSizes,
): string {
  const canonical = `${siteUrl}${page.path}`;
  const image = shareImage(content, siteUrl, imageSizes);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', siteContent.brandName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image.url),
  ].join('\n    ');
}
