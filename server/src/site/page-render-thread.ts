import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import { sitePaths } from '../../../shared/site-paths.ts';
import type { ContentPagePath } from '../../../web/src/entry-prerender.tsx';
import { type ImageSizes, SlowRender } from '../api/domain/site-content/site-rendering.ts';
import type { PageJob, RenderWorkerData, RenderWorkerMessage } from './page-render-worker.ts';

/** The team's Markdown first: where a document is slow, it is found before the rest is rendered. */
const renderOrder: ContentPagePath[] = [sitePaths.terms, sitePaths.privacy, sitePaths.home];

export type RenderedHtml = Record<ContentPagePath, string>;

// Node 20 does not give a worker the `--import tsx` of its process: the worker registers tsx's
// require hook itself, then loads its module. `execArgv: []`: an inherited `--import` would
// register tsx's import hooks too on later Node versions, on a thread of their own.
const bootstrap = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);
`;

interface PendingPage {
  resolve(html: string): void;
  reject(error: Error): void;
}

interface PageRenderThreadOptions extends RenderWorkerData {
  /** How long the pages of one document may take, all together, before they are given up on. */
  budgetMs: number;
}

/**
 * Renders the content pages on a thread of their own, one document at a time, each within
 * `budgetMs`: a document over its budget rejects with `SlowRender` and the thread is stopped (a
 * render cannot be interrupted otherwise); the next document starts a new one. The thread starts
 * with the first document, or when warmed.
 */
export function createPageRenderThread({ budgetMs, ...workerData }: PageRenderThreadOptions) {
  let thread: Promise<Worker> | undefined;
  /** The worker of `thread`: what an older, stopped worker still says is ignored. */
  let current: Worker | undefined;
  let pending: PendingPage | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function stop(worker: Worker, error: Error) {
    if (worker !== current) return undefined;
    current = undefined;
    thread = undefined;
    pending?.reject(error);
    pending = undefined;
    return worker.terminate();
  }

  function startThread(): Promise<Worker> {
    const worker = new Worker(bootstrap, {
      eval: true,
      execArgv: [],
      workerData: {
        ...workerData,
        tsx: createRequire(import.meta.url).resolve('tsx/cjs/api'),
        entry: fileURLToPath(new URL('./page-render-worker.ts', import.meta.url)),
      },
      // A document cannot take the process's memory with it.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    current = worker;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: RenderWorkerMessage) => {
        if (worker !== current) return;
        // Idle, the thread does not keep the process alive (an operator's command ends).
        worker.unref();
        if ('ready' in message) return resolve(worker);
        const page = pending;
        pending = undefined;
        if ('html' in message) page?.resolve(message.html);
        else page?.reject(new Error(message.error));
      });
      const fail = (error: Error) => {
        reject(error);
        void stop(worker, error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the page renderer stopped (exit code ${code})`)));
    });
  }

  function renderPage(worker: Worker, job: PageJob, deadline: number) {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => void stop(worker, new SlowRender(job.path)),
        Math.max(0, deadline - performance.now()),
      );
      pending = {
        resolve(html) {
          clearTimeout(timer);
          resolve(html);
        },
        reject(error) {
          clearTimeout(timer);
          reject(error);
        },
      };
      worker.ref();
      worker.postMessage(job);
    });
  }

  async function renderDocument(content: SiteContent, imageSizes: ImageSizes) {
    thread ??= startThread();
    const worker = await thread;
    // The budget counts from here: starting the thread is not the document's doing.
    const deadline = performance.now() + budgetMs;
    const html: Partial<RenderedHtml> = {};
    for (const path of renderOrder) {
      html[path] = await renderPage(worker, { path, content, imageSizes }, deadline);
    }
    return html as RenderedHtml;
  }

  return {
    /** Starts the thread now rather than with the first document (a server serving the site). */
    warm() {
      thread ??= startThread();
      // A thread that failed to start is started again by the next document, which reports why.
      thread.catch(() => undefined);
    },
    /** The three pages' HTML; rejects when a component throws or the budget runs out. */
    render(content: SiteContent, imageSizes: ImageSizes): Promise<RenderedHtml> {
      const rendered = queue.then(() => renderDocument(content, imageSizes));
      queue = rendered.catch(() => undefined);
      return rendered;
    },
    async close() {
      if (current) await stop(current, new Error('the page renderer was closed'));
    },
  };
}

export type PageRenderThread = ReturnType<typeof createPageRenderThread>;
