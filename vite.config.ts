import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Sonner injects its stylesheet as a runtime `<style>` element, which our CSP (`style-src 'self'`)
 * refuses. We bundle `sonner/dist/styles.css` instead (components/toaster.tsx) and drop the
 * injection here; the build fails if a new sonner version changes the pattern.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (stripped === code) throw new Error('sonner: the inline style injection was not found');
      return { code: stripped, map: null };
    },
  };
}

const appStylesheet = 'src/styles.css';

/**
 * Links the app's stylesheet from index.html as a file of its own. Imported from boot.ts (or linked
 * in index.html, which Vite treats the same), it would belong to the entry's chunk, and every lazy
 * page would list it among the files to fetch before it runs: `/auth` and `/dashboard`, which carry
 * it inline (scripts/prerender-shells.ts), fetched it a second time as the app started.
 */
function appStylesheetLink(): Plugin {
  return {
    name: 'app-stylesheet-link',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (!filename.endsWith('index.html')) return html;
        const built = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.includes(appStylesheet),
        );
        if (bundle && !built) throw new Error(`${appStylesheet} was not built`);
        const href = built ? `/${built.fileName}` : `/${appStylesheet}`;
        return [
          { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * What every page of the app runs before it draws: React, its DOM renderer, the router, and the
 * small modules the client area's first screen shares (its frame, fields, buttons, texts, the
 * session's key). Left to itself the bundler cuts these into some twenty files of a few hundred
 * bytes, each compressed alone; as one file they are about 3 KB smaller on the wire, which keeps
 * `/auth` inside its 100 KB budget (tests/e2e/client-pages.test.ts, decision 026).
 */
const appCoreModules = [
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  /[\\/]web[\\/]src[\\/]components[\\/](alert-icons|brand-rings|field-\w+|text-field|button|button-styles|logo|loading-status|busy-form)\.tsx?$/,
  /[\\/]web[\\/]src[\\/]auth[\\/](auth-storage-key|auth-context|use-auth|user-role|pending-sign-out|replaced-session|stored-session|email-link)\.ts$/,
  /[\\/]web[\\/]src[\\/](content[\\/](auth|site)|lib[\\/](use-document-title|class-names|use-hydrated|session-memory|page-work)|config[\\/]runtime-config|paths)\.ts$/,
  /[\\/]shared[\\/](site-paths|credential-limits)\.ts$/,
];

export default defineConfig({
  root: webRoot,
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle(), appStylesheetLink()],
  // Pre-bundled dependencies skip plugins; sonner must pass through the one above in dev too.
  optimizeDeps: { exclude: ['sonner'] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        app: `${webRoot}/index.html`,
        landing: `${webRoot}/landing.html`,
        styles: `${webRoot}/${appStylesheet}`,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app-core',
              test: (id) => appCoreModules.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
