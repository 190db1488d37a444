import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, loadEnv } from 'vite';
import { contentPageFiles, fillPageTemplate } from '../server/src/site/page-template.ts';
import { siteContentSchema } from '../shared/site-content/schema.ts';
import type * as ContentPageRendererModule from '../web/src/entry-prerender.tsx';
import {
  defaultPasswordMinLength,
  isPasswordMinLength,
  passwordMaxLength,
} from '../shared/credential-limits.ts';
import { prerenderShells } from './prerender-shells.ts';
import { writeStaticHostFiles } from './static-host.ts';

// Vite keeps a NODE_ENV it finds set: a build started under the test runner (NODE_ENV=test) would
// bundle React's development build, and `npm start` would then serve it.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');
const rendererDir = path.join(distDir, 'ssr');
const env = loadEnv('production', root, 'VITE_');
const defaultSiteUrl = 'http://localhost:8080';

type ContentPageRenderer = typeof ContentPageRendererModule;

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
  publicDir: false,
  plugins: [react()],
  build: { ssr: 'src/entry-prerender.tsx', outDir: rendererDir, emptyOutDir: true },
});

const renderer = (await import(
  path.join(rendererDir, 'entry-prerender.js')
)) as ContentPageRenderer;
const siteUrl = (env.VITE_SITE_URL || defaultSiteUrl).replace(/\/+$/, '');
// The server renders `/`, `/termos` and `/privacidade` from this template with the live content;
// the files written beside it are the same pages with the defaults, for a static host.
const pageTemplate = inlineStylesheet(
  readFileSync(path.join(distDir, 'landing.html'), 'utf8'),
).replace('</head>', `  ${displayFontPreload()}\n  </head>`);
writeFileSync(path.join(rendererDir, 'page-template.html'), pageTemplate);
const { defaultSiteContent } = renderer;
// The static pages' content: the defaults with this site's contact link and LGPD controller,
// checked as the console's publications are (a bad value fails the build, naming the field).
const checkedContent = siteContentSchema.safeParse({
  ...defaultSiteContent,
  contact: { url: env.VITE_CONTACT_URL || defaultSiteContent.contact.url },
  legal: {
    ...defaultSiteContent.legal,
    controller: {
      ...defaultSiteContent.legal.controller,
      email: env.VITE_CONTROLLER_EMAIL || defaultSiteContent.legal.controller.email,
    },
  },
});
if (!checkedContent.success) {
  const [issue] = checkedContent.error.issues;
  throw new Error(`VITE_* site content: ${issue?.path.join('.')}: ${issue?.message}`);
}
const builtContent = checkedContent.data;
for (const [pagePath, file] of Object.entries(contentPageFiles)) {
  const page = renderer.renderContentPage(
    pagePath as keyof typeof contentPageFiles,
    builtContent,
    siteUrl,
    {},
  );
  writeFileSync(path.join(distDir, file), fillPageTemplate(pageTemplate, page));
}
writeFileSync(
  path.join(distDir, 'build-info.json'),
  JSON.stringify({ siteUrl, contactUrl: builtContent.contact.url }, null, 2),
);
await prerenderShells(root, distDir);
// The same site on a static host: its headers, routing, robots.txt and sitemap.xml.
await writeStaticHostFiles({ distDir, siteUrl, authUrl: env.VITE_SUPABASE_URL || siteUrl });
precompress(path.join(distDir, 'assets'));
console.log(`Built the site into ${path.relative(root, distDir)}/ (prerendered / for ${siteUrl}).`);
