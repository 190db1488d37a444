import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

interface ShellsModule {
  shells: ReadonlyArray<{ file: string; url: string; script?: string }>;
  renderShell(url: string): Promise<{ html: string; title: string }>;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The display face of the headings, fetched at once so they do not reflow when it arrives. */
const displayFontPreloads = (distDir: string) =>
  readdirSync(path.join(distDir, 'assets'))
    .filter((file) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    );

/**
 * Writes the prerendered client pages (web/src/entry-prerender-shells.tsx) into `distDir`: the app
 * shell `index.html` with the page's markup in `#root` and its title, for the server to send
 * instead of the empty shell. The browser app then hydrates them.
 */
export async function prerenderShells(root: string, distDir: string): Promise<void> {
  const outDir = path.join(root, 'build/prerender-shells');
  await build({
    configFile: false,
    root: path.join(root, 'web'),
    envDir: root,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/entry-prerender-shells.tsx', outDir, emptyOutDir: true },
  });
  const { shells, renderShell } = (await import(
    path.join(outDir, 'entry-prerender-shells.js')
  )) as ShellsModule;
  // The stylesheet inline, as on `/` (decision 009): the first paint waits for no other request.
  // The server allows it in the CSP by hash.
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (_link, file: string) => `<style>${readFileSync(path.join(distDir, file), 'utf8')}</style>`,
  );
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html: no empty #root');
  const fontPreloads = displayFontPreloads(distDir).join('\n    ');
  for (const { file, url, script } of shells) {
    const { html, title } = await renderShell(url);
    // After the runtime configuration (which the server writes in place of its comment), before
    // the page: it runs before anything of the page is drawn. The server allows it by hash.
    const inlineScript = script ? `<script>${script}</script>\n    ` : '';
    const page = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `  ${fontPreloads}\n  </head>`)
      .replace('<div id="root"></div>', () => `${inlineScript}<div id="root">${html}</div>`);
    writeFileSync(path.join(distDir, file), page);
  }
  rmSync(outDir, { recursive: true, force: true });
}
