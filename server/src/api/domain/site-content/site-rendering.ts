import type { SiteContent } from '../../../../../shared/site-content/schema.ts';

/** The stored size of each photo a document uses, by id. */
export type ImageSizes = Record<string, { width: number; height: number }>;

/** A document whose pages did not render within the time allowed; `page` is the one that did not. */
export class SlowRender extends Error {
  constructor(readonly page: string) {
    super(`the page ${page} did not render in the time allowed`);
    this.name = 'SlowRender';
  }
}

/**
 * What the content operations need of the site's renderer (server/src/site/live-site.ts): the
 * defaults it was built with, a trial render, and a nudge to serve a new version at once.
 */
export interface SiteRendering {
  /** Version 0: the built defaults, with this server's contact link and controller address. */
  defaults: SiteContent;
  /**
   * Renders the pages from `content` off the event loop; rejects when they cannot be rendered, or
   * with `SlowRender` when they take longer than the time allowed.
   */
  tryRender(content: SiteContent, imageSizes: ImageSizes): Promise<void>;
  /** Renders the live version now (the instance that published serves it at once). */
  refresh(): Promise<void>;
}
