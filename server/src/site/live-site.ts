import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import type { ContentPagePath } from '../../../web/src/entry-prerender.tsx';
import type { LiveSiteContent } from '../api/domain/site-content/site-content.ts';
import type { ImageSizes, SiteRendering } from '../api/domain/site-content/site-rendering.ts';
import { type CompressedBody, compressBody, compressBodyOffThread } from './html-document.ts';
import { contentPageFiles, fillPageTemplate } from './page-template.ts';
import type { SiteRenderer } from './site-renderer.ts';

/** How often each instance asks the store for the live version number. */
const pollIntervalMs = 500;

const contentPaths = Object.keys(contentPageFiles) as ContentPagePath[];

export interface RenderedSite {
  version: number;
  content: SiteContent;
  pages: Record<ContentPagePath, CompressedBody>;
}

/** A version of the content the pages could not be rendered from (a component threw). */
class UnrenderedVersion extends Error {
  constructor(
    readonly version: number,
    cause: unknown,
  ) {
    super(
      `version ${version} of the site content could not be rendered: ${(cause as Error).message}`,
      { cause },
    );
    this.name = 'UnrenderedVersion';
  }
}

interface LiveSiteOptions {
  renderer: SiteRenderer;
  siteUrl: string;
  /** The defaults' contact link and controller address, from the configuration. */
  contactUrl?: string;
  controllerEmail?: string;
  log: FastifyBaseLogger;
}

/**
 * `/`, `/termos` and `/privacidade` as this instance serves them: rendered from the live version
 * of the content document, again whenever the store's version number moves (any instance may
 * have published), and kept as they were when a render fails.
 */
export function createLiveSite(options: LiveSiteOptions) {
  const { renderer, siteUrl, log } = options;
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

  const renderHtml = (path: ContentPagePath, content: SiteContent, imageSizes: ImageSizes) =>
    fillPageTemplate(
      renderer.template,
      renderer.renderContentPage(path, content, siteUrl, imageSizes),
    );

  /** The HTML of each content page, in `contentPaths`' order; throws when a component does. */
  const renderPages = ({ content, imageSizes }: Omit<LiveSiteContent, 'version'>) =>
    contentPaths.map((path) => renderHtml(path, content, imageSizes));

  const byPath = (bodies: CompressedBody[]) =>
    Object.fromEntries(
      contentPaths.map((path, index) => [path, bodies[index]!]),
    ) as RenderedSite['pages'];

  // At start, before any request: compressed at once, on this thread.
  let current: RenderedSite = {
    version: 0,
    content: defaults,
    pages: byPath(renderPages({ content: defaults, imageSizes: {} }).map(compressBody)),
  };
  let readLive: (() => Promise<LiveSiteContent>) | undefined;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** The newest version this instance could not render, if any. */
  let unrenderable: number | undefined;
  /** Whether the last check found the store away: said once when it goes, once when it is back. */
  let storeAway = false;
  const listeners: Array<(site: RenderedSite) => void> = [];

  async function renderLatest() {
    if (!readLive) return;
    const live = await readLive();
    if (live.version === current.version && current.version !== 0) return;
    let html: string[];
    try {
      html = renderPages(live);
    } catch (error) {
      // A stored version renders the same way each time: it is not tried again at every check.
      unrenderable = live.version;
      throw new UnrenderedVersion(live.version, error);
    }
    const pages = byPath(await Promise.all(html.map(compressBodyOffThread)));
    current = { version: live.version, content: live.content, pages };
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
    if (!readLive || refreshing) return;
    try {
      const version = await versionOf();
      if (version !== current.version && version !== unrenderable) await refresh();
      if (storeAway) log.info('the live site content is followed again');
      storeAway = false;
    } catch (error) {
      // Either way the pages served stay as they are.
      if (error instanceof UnrenderedVersion) {
        log.error({ err: error.cause, version: error.version }, error.message);
      } else if (!storeAway) {
        storeAway = true;
        log.warn(
          { err: error, version: current.version },
          'the live site content could not be checked; the version served stays until it can',
        );
      }
    }
  }

  let versionOf: () => Promise<number> = async () => current.version;

  const rendering: SiteRendering = {
    defaults,
    tryRender(content, imageSizes) {
      renderPages({ content, imageSizes });
    },
    refresh,
  };

  return {
    rendering,
    current: () => current,
    /** Called with each newly rendered version (the app shell follows the contact link). */
    onChange(listener: (site: RenderedSite) => void) {
      listeners.push(listener);
    },
    /** Starts from the store's live version and follows it. */
    async start(source: { read: () => Promise<LiveSiteContent>; version: () => Promise<number> }) {
      readLive = source.read;
      versionOf = source.version;
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
