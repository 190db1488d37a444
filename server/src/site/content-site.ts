import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { publicAddressOf } from '../mail/email-address.ts';
import { distDir as defaultDistDir } from './build-output.ts';
import { createLiveSite } from './live-site.ts';
import { createPageRenderThread } from './page-render-thread.ts';
import { loadSiteRenderer } from './site-renderer.ts';

/**
 * The pages rendered from the content document, where the site is built (undefined elsewhere):
 * the live site the server serves and follows, or, for an operator's command, the trial render
 * that a publication goes through.
 */
export async function openContentSite(
  config: Config,
  log: FastifyBaseLogger,
  distDir = defaultDistDir,
) {
  const renderer = await loadSiteRenderer(distDir);
  if (!renderer) return undefined;
  const thread = createPageRenderThread({
    distDir,
    siteUrl: config.siteUrl,
    budgetMs: config.siteRenderTimeoutMs,
  });
  const live = createLiveSite({
    renderer,
    renderPages: thread.render,
    siteUrl: config.siteUrl,
    contactUrl: config.contactUrl,
    controllerEmail:
      config.controllerEmail ?? config.agenda.teamNotifyEmail ?? publicAddressOf(config.mail.from),
    compression: config.siteCompression,
    log,
  });
  return {
    live,
    /** The built page template, for its inline style's hash. */
    pageTemplate: renderer.template,
    /**
     * Has the render thread ready before a publication needs it, so that every instance shows a
     * new version within its check, not after starting a thread (seconds on a busy machine).
     */
    warm: thread.warm,
    async close() {
      live.stop();
      await thread.close();
    },
  };
}
