import { sitePaths } from '../../../shared/site-paths.ts';
import { contentPageFiles } from './page-template.ts';

/**
 * `robots.txt` and `sitemap.xml` for the site at `siteUrl`: served by the server at run time and
 * written into `dist/` by the build for a static host, from this one place.
 */
export const crawlerFiles = {
  robotsTxt: (siteUrl: string) =>
    [
      'User-agent: *',
      'Allow: /',
      `Disallow: ${sitePaths.auth}`,
      `Disallow: ${sitePaths.dashboard}`,
      `Disallow: ${sitePaths.admin}`,
      '',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  sitemapXml: (siteUrl: string) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Object.keys(contentPageFiles).map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
};
