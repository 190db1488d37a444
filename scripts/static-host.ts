import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { crawlerFiles } from '../server/src/site/crawler-files.ts';
import { contentPageFiles } from '../server/src/site/page-template.ts';
import { inlineStyleHashes } from '../server/src/site/html-document.ts';
import { securityHeaders, tokenPageReferrerPolicy } from '../server/src/site/security-headers.ts';
import { appRoutes } from '../server/src/site/app-routes.ts';
import { sitePaths } from '../shared/site-paths.ts';

export interface StaticHostOptions {
  distDir: string;
  /** The site's public origin (VITE_SITE_URL). */
  siteUrl: string;
  /** Where the browser calls the auth API (VITE_SUPABASE_URL); the site's origin when unset. */
  authUrl: string;
}

const immutable = 'public, max-age=31536000, immutable';
/** Headers a response always has, not part of the site's policy. */
const transportHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers the server sends with its pages, read from the server's own plugin rather than
 * copied: one policy for every page (a static host cannot vary it by page), allowing the landing
 * page's inline style by its hash and the auth API's origin for `connect-src`.
 */
async function pageHeaders({ distDir, siteUrl, authUrl }: StaticHostOptions) {
  const authOrigin = new URL(authUrl).origin;
  const app = Fastify();
  await app.register(securityHeaders, {
    siteUrl,
    connectOrigins: authOrigin === new URL(siteUrl).origin ? [] : [authOrigin],
    styleHashes: inlineStyleHashes(readFileSync(path.join(distDir, 'landing.html'), 'utf8')),
  });
  app.get('/', () => '');
  app.get(sitePaths.auth, { helmet: { referrerPolicy: tokenPageReferrerPolicy } }, () => '');
  const served = async (url: string) =>
    Object.fromEntries(
      Object.entries((await app.inject({ url })).headers)
        .filter(([name]) => !transportHeaders.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  const [everyPage, authPage] = await Promise.all([served('/'), served(sitePaths.auth)]);
  await app.close();
  return { everyPage, referrerOnAuth: authPage['referrer-policy']! };
}

/** Netlify's and Cloudflare Pages' `_headers`: a path, then its headers indented. */
function headersFile(headers: Awaited<ReturnType<typeof pageHeaders>>) {
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', headers.everyPage),
    block('/assets/*', { 'cache-control': immutable }),
    // Two values of Referrer-Policy combined: the browser takes the last one it knows.
    block(sitePaths.auth, { 'referrer-policy': headers.referrerOnAuth }),
  ].join('\n')}\n`;
}

const contentPages = Object.entries(contentPageFiles);

/** The server-side renderer in `dist/ssr/` is the server's, not the site's. */
const rendererPath = '/ssr/';

/**
 * `_redirects`: `/`, `/termos` and `/privacidade` are their prerendered pages, the app's routes its
 * shell, all with 200 (forced: `index.html` exists as a file); any other path gets `404.html`, the
 * shell again, with status 404, which both hosts serve for a path they do not know.
 */
function redirectsFile() {
  return `${[
    ...contentPages.map(([route, file]) => `${route} /${file} 200!`),
    ...appRoutes.map((route) => `${route} /index.html 200!`),
    `${rendererPath}* /404.html 404!`,
  ].join('\n')}\n`;
}

/** The same rules for nginx, to `include` inside the site's `server` block (`root` at dist/). */
function nginxFile(headers: Awaited<ReturnType<typeof pageHeaders>>, options: StaticHostOptions) {
  const addHeaders = (entries: Record<string, string>, indent: string) =>
    Object.entries(entries)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
  // nginx drops the outer add_header lines in a location that has its own: each repeats them all.
  const withHeaders = (extra: Record<string, string>) =>
    addHeaders({ ...headers.everyPage, ...extra }, '    ');
  const appRoutePattern = appRoutes
    .filter((route) => route !== sitePaths.auth)
    .map((route) => route.replace(/:[^/]+/g, '[^/]+'))
    .join('|');
  return [
    `# Written by npm run build for ${options.siteUrl} (auth API: ${options.authUrl}).`,
    '# include it inside the server block whose root is this dist/ folder.',
    addHeaders(headers.everyPage, ''),
    'error_page 404 /404.html;',
    ...contentPages.map(([route, file]) => `location = ${route} { try_files /${file} =404; }`),
    `location = ${sitePaths.auth} {`,
    withHeaders({ 'referrer-policy': headers.referrerOnAuth }),
    '    try_files /index.html =404;',
    '}',
    `location ~ ^(${appRoutePattern})$ { try_files /index.html =404; }`,
    'location /assets/ {',
    withHeaders({ 'cache-control': immutable }),
    '    try_files $uri =404;',
    '}',
    '# The files that configure the host, and the server-side renderer, are not part of the site.',
    'location ~ ^/_ { return 404; }',
    `location ^~ ${rendererPath} { return 404; }`,
    'location / { try_files $uri =404; }',
    '',
  ].join('\n');
}

/**
 * What a static host needs beside the site itself (docs/deployment.md, "Static hosting"): the
 * security headers and the routing for Netlify and Cloudflare Pages (`_headers`, `_redirects`,
 * `404.html`), the same for nginx (`_nginx.conf`), and `robots.txt` and `sitemap.xml`.
 */
export async function writeStaticHostFiles(options: StaticHostOptions) {
  const { distDir, siteUrl } = options;
  const headers = await pageHeaders(options);
  const write = (name: string, text: string) => writeFileSync(path.join(distDir, name), text);
  write('_headers', headersFile(headers));
  write('_redirects', redirectsFile());
  write('_nginx.conf', nginxFile(headers, options));
  write('robots.txt', crawlerFiles.robotsTxt(siteUrl));
  write('sitemap.xml', crawlerFiles.sitemapXml(siteUrl));
  copyFileSync(path.join(distDir, 'index.html'), path.join(distDir, '404.html'));
}
