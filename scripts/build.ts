import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, loadEnv } from 'vite';
import {
  defaultPasswordMinLength,
  isPasswordMinLength,
  passwordMaxLength,
} from '../shared/credential-limits.ts';
import { prerenderShells } from './prerender-shells.ts';

// Vite keeps a NODE_ENV it finds set: a build started under the test runner (NODE_ENV=test) would
// bundle React's development build, and `npm start` would then serve it.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');
const prerenderDir = path.join(root, 'build/prerender');
const env = loadEnv('production', root, 'VITE_');
const defaultSiteUrl = 'http://localhost:8080';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PrerenderModule {
  renderLanding(): string;
  landingHead(siteUrl: string): {
    title: string;
    description: string;
    canonical: string;
    image: string;
    locale: string;
    siteName: string;
  };
  builtContactUrl(): string;
}

function headTags(head: ReturnType<PrerenderModule['landingHead']>): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ].join('\n    ');
}

/** The display face, fetched early so headings swap to it at once (the only web font). */
function displayFontPreload(): string {
  return readdirSync(path.join(distDir, 'assets'))
    .filter((file) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('\n    ');
}

/**
 * The landing page carries its stylesheet inline: on a phone that saves the round trip that
 * otherwise holds the first paint. The server allows it in the CSP by hash.
 */
function inlineStylesheet(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (_link, file: string) => `<style>${readFileSync(path.join(distDir, file), 'utf8')}</style>`,
  );
}

function precompress(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(entry)) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

// The browser would quietly ignore a malformed value and ask for the default minimum.
const minLength = env.VITE_PASSWORD_MIN_LENGTH;
if (minLength && !isPasswordMinLength(Number(minLength))) {
  throw new Error(
    `VITE_PASSWORD_MIN_LENGTH must be an integer from ${defaultPasswordMinLength} to ${passwordMaxLength}, not "${minLength}".`,
  );
}

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
await build({
  configFile: false,
  root: path.join(root, 'web'),
  envDir: root,
  logLevel: 'warn',
  plugins: [react()],
  build: { ssr: 'src/entry-prerender.tsx', outDir: prerenderDir, emptyOutDir: true },
});

const prerender = (await import(path.join(prerenderDir, 'entry-prerender.js'))) as PrerenderModule;
const siteUrl = (env.VITE_SITE_URL || defaultSiteUrl).replace(/\/+$/, '');
const landingFile = path.join(distDir, 'landing.html');
const landingHtml = inlineStylesheet(readFileSync(landingFile, 'utf8'))
  .replace('<!--head-->', headTags(prerender.landingHead(siteUrl)))
  .replace('</head>', `  ${displayFontPreload()}\n  </head>`)
  .replace('<!--landing-->', prerender.renderLanding());
writeFileSync(landingFile, landingHtml);
writeFileSync(
  path.join(distDir, 'build-info.json'),
  JSON.stringify({ siteUrl, contactUrl: prerender.builtContactUrl() }, null, 2),
);
await prerenderShells(root, distDir);
precompress(path.join(distDir, 'assets'));
rmSync(path.join(root, 'build'), { recursive: true, force: true });
console.log(`Built the site into ${path.relative(root, distDir)}/ (prerendered / for ${siteUrl}).`);
