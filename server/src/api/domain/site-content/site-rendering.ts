import type { SiteContent } from '../../../../../shared/site-content/schema.ts';

/** The stored size of each photo a document uses, by id. */
export type ImageSizes = Record<string, { width: number; height: number }>;

/**
 * What the content operations need of the site's renderer (server/src/site/live-site.ts): the
 * defaults it was built with, a trial render, and a nudge to serve a new version at once.
 */
export interface SiteRendering {
  /** Version 0: the built defaults, with this server's contact link and controller address. */
  defaults: SiteContent;
  /** Throws when the pages cannot be rendered from `content`. */
  tryRender(content: SiteContent, imageSizes: ImageSizes): void;
  /** Renders the live version now (the instance that published serves it at once). */
  refresh(): Promise<void>;
}
