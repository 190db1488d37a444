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

export default defineConfig({
  root: webRoot,
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle()],
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
      },
    },
  },
});
