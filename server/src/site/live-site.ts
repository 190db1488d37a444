import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import type { ContentPagePath } from '../../../web/src/entry-prerender.tsx';
import type { LiveSiteContent } from '../api/domain/site-content/site-content.ts';
import type { ImageSizes, SiteRendering } from '../api/domain/site-content/site-rendering.ts';
import {
  type CompressedBody,
  type CompressionEffort,
  compressBody,
  compressBodyOffThread,
} from './html-document.ts';
import type { RenderedHtml } from './page-render-thread.ts';
import { contentPageFiles } from './page-template.ts';
import { renderPageHtml, type SiteRenderer } from './site-renderer.ts';

/** How often each instance asks the store for the live version number. */
const pollIntervalMs = 500;

/**
 * How many versions below the newest are tried when it does not render, before the site serves
 * what it has (the defaults at start): each try may take the whole render budget.
 */
const earlierVersionsTried = 3;

const contentPaths = Object.keys(contentPageFiles) as ContentPagePath[];

export interface RenderedSite {
  /** The store's newest version when these pages were made. */
  version: number;
  /** The version whose document the pages show: `version`, an earlier one, or 0 (the defaults). */
  contentVersion: number;
  content: SiteContent;
  pages: Record<ContentPagePath, CompressedBody>;
}

/** Why the pages show an earlier version than the store's newest (for `/readyz`). */
type StaleReason = 'does_not_fit' | 'does_not_render';

interface LiveSiteSource {
  /** The newest version that this build can read, at or below `upTo` (the newest by default). */
  read: (upTo?: number) => Promise<LiveSiteContent>;
  version: () => Promise<number>;
}

interface LiveSiteOptions {
  /** The built components, on this thread: the defaults' pages at start. */
  renderer: SiteRenderer;
  /** The pages of a stored version, off the event loop and within the render budget. */
  renderPages: (content: SiteContent, imageSizes: ImageSizes) => Promise<RenderedHtml>;
  siteUrl: string;
  /** The defaults' contact link and controller address, from the configuration. */
  contactUrl?: string;
  controllerEmail?: string;
  compression: CompressionEffort;
  log: FastifyBaseLogger;
}

/**
 * `/`, `/termos` and `/privacidade` as this instance serves them: rendered from the live version
 * of the content document, again whenever the store's version number moves (any instance may
 * have published). A version that does not render is logged and not tried again; the pages stay
 * as they were, or, at start, are those of the newest earlier version that renders.
 */
export function createLiveSite(options: LiveSiteOptions) {
  const { renderer, renderPages, siteUrl, log } = options;
  const defaults: SiteContent = {
    ...renderer.defaultSiteContent,
    contact: { url: options.contactUrl ?? renderer.defaultSiteContent.contact.url },
    legal: {
      ...renderer.defaultSiteContent.legal,
      controller: {
        ...renderer.defaultSiteContent.legal.controller,
        email: options.controllerEmail ?? renderer.defaultSiteContent.legal.controller.email,
      },
    },
  };

  // At start, before any request: the defaults, rendered and compressed at once, on this thread.
  let current: RenderedSite = {
    version: 0,
    contentVersion: 0,
    content: defaults,
    pages: Object.fromEntries(
      contentPaths.map((path) => [
        path,
        compressBody(renderPageHtml(renderer, path, defaults, siteUrl, {}), options.compression),
      ]),
    ) as RenderedSite['pages'],
  };
  let stale: StaleReason | undefined;
  let source: LiveSiteSource | undefined;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  // A check waiting on a slow store must not be joined by another every interval.
  let polling = false;
  /** Whether the last check found the store away: said once when it goes, once when it is back. */
  let storeAway = false;
  const listeners: Array<(site: RenderedSite) => void> = [];

  async function compressed(html: RenderedHtml) {
    const bodies = await Promise.all(
      contentPaths.map((path) => compressBodyOffThread(html[path], options.compression)),
    );
    return Object.fromEntries(
      contentPaths.map((path, index) => [path, bodies[index]!]),
    ) as RenderedSite['pages'];
  }

  /**
   * The pages of `live`'s document or, when it does not render, of the newest earlier one that
   * does (a few are tried); undefined when the pages served now are as good as any of those.
   */
  async function newestRendered(live: LiveSiteContent) {
    let candidate = live;
    for (let tries = 0; tries <= earlierVersionsTried; tries += 1) {
      if (candidate.contentVersion <= current.contentVersion) return undefined;
      try {
        const html = await renderPages(candidate.content, candidate.imageSizes);
        return { contentVersion: candidate.contentVersion, content: candidate.content, html };
      } catch (error) {
        log.error(
          { err: error, version: candidate.contentVersion },
          `version ${candidate.contentVersion} of the site content could not be rendered; an earlier one is served`,
        );
        if (candidate.contentVersion === live.contentVersion) stale = 'does_not_render';
        candidate = await source!.read(candidate.contentVersion - 1);
      }
    }
    return undefined;
  }

  async function renderLatest() {
    if (!source) return;
    const live = await source.read();
    if (live.version === current.version) return;
    stale = live.contentVersion < live.version ? 'does_not_fit' : undefined;
    const rendered = await newestRendered(live);
    // A version that does not render renders the same way at the next check: not tried again.
    if (!rendered) {
      current = { ...current, version: live.version };
      return;
    }
    const { html, ...shown } = rendered;
    current = { version: live.version, ...shown, pages: await compressed(html) };
    for (const listener of listeners) listener(current);
  }

  /** One render at a time; a call while one runs waits for it and then looks again. */
  async function refresh(): Promise<void> {
    while (refreshing) await refreshing.catch(() => undefined);
    refreshing = renderLatest().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function poll() {
    if (!source || refreshing || polling) return;
    polling = true;
    try {
      if ((await source.version()) !== current.version) await refresh();
      if (storeAway) log.info('the live site content is followed again');
      storeAway = false;
    } catch (error) {
      // The pages served stay as they are.
      if (!storeAway) {
        storeAway = true;
        log.warn(
          { err: error, version: current.version },
          'the live site content could not be checked; the version served stays until it can',
        );
      }
    } finally {
      polling = false;
    }
  }

  const rendering: SiteRendering = {
    defaults,
    async tryRender(content, imageSizes) {
      await renderPages(content, imageSizes);
    },
    refresh,
  };

  return {
    rendering,
    current: () => current,
    /** When the pages show an earlier version than the store's newest, which and why. */
    staleness: () =>
      stale && {
        newestVersion: current.version,
        servedVersion: current.contentVersion,
        reason: stale,
      },
    /** Called with each newly rendered version (the app shell follows the contact link). */
    onChange(listener: (site: RenderedSite) => void) {
      listeners.push(listener);
    },
    /** Starts from the store's live version (or the newest earlier one that renders) and follows it. */
    async start(from: LiveSiteSource) {
      source = from;
      await refresh();
      timer = setInterval(() => void poll(), pollIntervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
