/**
 * The thread that renders the content pages (page-render-thread.ts): the built components run here,
 * so that a slow document holds this thread, never the server's event loop, and can be stopped.
 * Loaded as CommonJS through tsx's require hook, which runs in this thread (its import hooks would
 * start one more).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import type { ContentPagePath } from '../../../web/src/entry-prerender.tsx';
import type { ImageSizes } from '../api/domain/site-content/site-rendering.ts';
import { contentPageFiles } from './page-template.ts';
import { loadSiteRenderer, renderPageHtml } from './site-renderer.ts';

export interface RenderWorkerData {
  distDir: string;
  siteUrl: string;
}

export interface PageJob {
  path: ContentPagePath;
  content: SiteContent;
  imageSizes: ImageSizes;
}

/** The first message says the renderer is loaded; each job then gets its page or its failure. */
export type RenderWorkerMessage = { ready: true } | { html: string } | { error: string };

async function serve() {
  const { distDir, siteUrl } = workerData as RenderWorkerData;
  const port = parentPort!;
  const renderer = await loadSiteRenderer(distDir);
  if (!renderer) throw new Error(`No built site renderer in ${distDir}: run "npm run build".`);
  const answer = (message: RenderWorkerMessage) => port.postMessage(message);

  // A first render compiles the components' code: done here, it does not count against a document.
  for (const path of Object.keys(contentPageFiles) as ContentPagePath[]) {
    renderPageHtml(renderer, path, renderer.defaultSiteContent, siteUrl, {});
  }
  port.on('message', ({ path, content, imageSizes }: PageJob) => {
    try {
      answer({ html: renderPageHtml(renderer, path, content, siteUrl, imageSizes) });
    } catch (error) {
      answer({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  answer({ ready: true });
}

// A failure to start is the thread's error, which the server reports with the document it had.
void serve();
