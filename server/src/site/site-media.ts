import type { FastifyInstance } from 'fastify';
import { siteImagePathPrefix } from '../../../shared/site-content/site-images.ts';
import type { SiteContentRepository } from '../api/db/repositories/site-content.ts';
import type { Store } from '../db/database.ts';

interface SiteMediaOptions {
  store: Store;
  siteContent: SiteContentRepository;
}

/** `{id}-{width}.{avif|webp}`: ids are lowercase hex, widths digits. */
const fileName = /^([a-z0-9]{20,40})-(\d{1,4})\.(avif|webp)$/;

/**
 * The team's photos, as converted on upload. An id is never reused, so each URL's bytes never
 * change: browsers and caches keep them for a year.
 */
export async function siteMedia(app: FastifyInstance, { store, siteContent }: SiteMediaOptions) {
  app.get<{ Params: { file: string } }>(`${siteImagePathPrefix}/:file`, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    const file = match
      ? await siteContent.readImageFile(store.db, match[1]!, `${match[2]}.${match[3]}`)
      : undefined;
    if (!file) return reply.callNotFound();
    return reply
      .type(file.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-site')
      .send(file.data);
  });
}
