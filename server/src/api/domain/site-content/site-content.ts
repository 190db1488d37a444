import {
  imagesOf,
  type SiteContent,
  siteContentSchema,
} from '../../../../../shared/site-content/schema.ts';
import type { Actor } from '../../../platform/actor.ts';
import { isUniqueViolation } from '../../../db/constraint-violations.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { sitePaths } from '../../../../../shared/site-paths.ts';
import { SiteContentRefusal } from './site-content-refusal.ts';
import { type ImageSizes, type SiteRendering, SlowRender } from './site-rendering.ts';

/** Who publishes: a member of the team, or the operator's command (no account). */
type Publisher = Actor & { userId: string | null };

export interface LiveSiteContent {
  /** The store's newest version number (0 before any). */
  version: number;
  /** The version `content` comes from: `version`, an earlier one this build can read, or 0. */
  contentVersion: number;
  content: SiteContent;
  imageSizes: ImageSizes;
}

/** The field behind each page that the team's Markdown makes: where a slow render comes from. */
const markdownFieldOf: Record<string, string> = {
  [sitePaths.terms]: 'legal.terms.body',
  [sitePaths.privacy]: 'legal.privacy.body',
};

function renderingOf(services: ApiServices): SiteRendering {
  if (!services.siteRendering) throw new SiteContentRefusal('site_not_built');
  return services.siteRendering;
}

/** The sizes of the photos `content` names; an id never uploaded is refused with its field. */
async function imageSizesOf(db: Queryable, services: ApiServices, content: SiteContent) {
  const used = imagesOf(content);
  const rows = await services.siteContent.findImages(db, [...new Set(used.map(({ id }) => id))], {
    holdForPublication: true,
  });
  const sizes: ImageSizes = Object.fromEntries(
    rows.map((row) => [row.id, { width: row.width, height: row.height }]),
  );
  const unknown = used.find(({ id }) => !sizes[id]);
  if (unknown) throw new SiteContentRefusal('image_unknown', fieldOfImage(content, unknown.id));
  return sizes;
}

/** Where in the document an image id sits, to name the field of a refusal. */
export function fieldOfImage(content: SiteContent, id: string): string {
  if (content.seo.shareImage?.id === id) return 'seo.shareImage';
  const founder = content.about.founders.findIndex((item) => item.photo?.id === id);
  if (founder >= 0) return `about.founders.${founder}.photo`;
  return `solutions.items.${content.solutions.items.findIndex((item) => item.image?.id === id)}.image`;
}

/** A stored document read through the schema: the pages never get a shape they do not expect. */
function parseStoredDocument(document: string) {
  try {
    return siteContentSchema.safeParse(JSON.parse(document));
  } catch (error) {
    return { success: false as const, error };
  }
}

/**
 * The newest document this build can read, at or below `newest`. A newer build may have published
 * a shape this one does not know (two builds side by side during an upgrade), or the schema may
 * have changed without its stored documents: the newest one that fits is served then, never the
 * built defaults.
 */
async function newestFittingContent(services: ApiServices, db: Queryable, newest: number) {
  for (let version = newest; version > 0; version -= 1) {
    const row = await services.siteContent.findVersion(db, version);
    if (!row) continue;
    const parsed = parseStoredDocument(row.document);
    if (parsed.success) return { contentVersion: version, content: parsed.data };
    services.auth.log.error(
      { version, err: parsed.error },
      'a stored version of the site content does not fit the schema; an earlier one is served',
    );
  }
  return undefined;
}

/**
 * The document the site serves, read through `db` (a transaction's, when given one): that of the
 * newest version this build can read, at or below `upTo` when given.
 */
export async function liveDocument(services: ApiServices, db: Queryable, upTo?: number) {
  const rendering = renderingOf(services);
  const version = await services.siteContent.liveVersion(db);
  const fitting = await newestFittingContent(services, db, Math.min(version, upTo ?? version));
  return { version, ...(fitting ?? { contentVersion: 0, content: rendering.defaults }) };
}

/** What every instance serves: the newest version (at or below `upTo`), or the defaults before any. */
export async function readLiveContent(
  services: ApiServices,
  upTo?: number,
): Promise<LiveSiteContent> {
  const { db } = services.auth.store;
  const { version, contentVersion, content } = await liveDocument(services, db, upTo);
  const rows = await services.siteContent.findImages(
    db,
    imagesOf(content).map(({ id }) => id),
  );
  const imageSizes = Object.fromEntries(
    rows.map((image) => [image.id, { width: image.width, height: image.height }]),
  );
  return { version, contentVersion, content, imageSizes };
}

const publisherJson = (row: { published_by: string | null; publisher_email: string | null }) =>
  row.published_by ? { id: row.published_by, email: row.publisher_email } : null;

/** The console's view: the live document, who published it, and the photos to choose from. */
export async function readContentForTeam(services: ApiServices) {
  const { db } = services.auth.store;
  const live = await readLiveContent(services);
  const row =
    live.version > 0 ? await services.siteContent.findVersion(db, live.version) : undefined;
  return {
    version: live.version,
    published_at: row?.published_at ?? null,
    published_by: row ? publisherJson(row) : null,
    content: live.content,
    images: await services.siteContent.listImages(db),
  };
}

/**
 * Renders the pages from `content` as a trial, off the event loop: a document they cannot be
 * rendered from, or not in the time allowed, is refused.
 */
async function tryRender(services: ApiServices, content: SiteContent, imageSizes: ImageSizes) {
  try {
    await renderingOf(services).tryRender(content, imageSizes);
  } catch (error) {
    if (error instanceof SlowRender) {
      services.auth.log.warn({ page: error.page }, 'new site content took too long to render');
      throw new SiteContentRefusal('render_too_slow', markdownFieldOf[error.page]);
    }
    services.auth.log.error({ err: error }, 'the site could not be rendered from new content');
    throw new SiteContentRefusal('render_failed');
  }
}

/**
 * Publishes `content` as the version after `baseVersion`, if that is still the live one. The pages
 * are rendered first, outside the transaction (a render may take the whole budget, and the store
 * would wait for it): a document they cannot be rendered from is refused and the live one stays.
 */
async function publish(
  services: ApiServices,
  content: SiteContent,
  baseVersion: number,
  restoredFrom: number | null,
  actor: Publisher,
) {
  const rendering = renderingOf(services);
  const { store, repositories } = services.auth;
  const assertStillLive = async (db: Queryable) => {
    if ((await services.siteContent.liveVersion(db)) !== baseVersion) {
      throw new SiteContentRefusal('content_changed');
    }
  };
  // Said before the trial render, and checked again in the transaction.
  await assertStillLive(store.db);
  await tryRender(services, content, await imageSizesOf(store.db, services, content));
  await store.db.transaction().execute(async (trx) => {
    await assertStillLive(trx);
    // Again, holding the photos: none may be deleted between the trial and the publication.
    await imageSizesOf(trx, services, content);
    const version = baseVersion + 1;
    try {
      await services.siteContent.insertVersion(trx, {
        version,
        document: JSON.stringify(content),
        published_at: new Date().toISOString(),
        published_by: actor.userId,
        restored_from: restoredFrom,
      });
    } catch (error) {
      // Another instance published the same number between our read and write.
      if (isUniqueViolation(error)) throw new SiteContentRefusal('content_changed');
      throw error;
    }
    // The editor's publication is its draft's end; a restore leaves the team's draft as it was.
    if (restoredFrom === null) await services.siteContent.deleteDraft(trx);
    await repositories.auditLog.record(trx, {
      action: 'content_published',
      ...actor,
      detail: { version, ...(restoredFrom ? { restored_from: restoredFrom } : {}) },
    });
  });
  await rendering.refresh();
  return readContentForTeam(services);
}

export function publishContent(
  services: ApiServices,
  input: { content: SiteContent; base_version: number },
  actor: Publisher,
) {
  return publish(services, input.content, input.base_version, null, actor);
}

/** Publishes an earlier version's document again, as the next version (from the console or the CLI). */
export async function restoreVersion(services: ApiServices, version: number, actor: Publisher) {
  const { db } = services.auth.store;
  const row = await services.siteContent.findVersion(db, version);
  if (!row) throw new SiteContentRefusal('version_not_found');
  const parsed = parseStoredDocument(row.document);
  if (!parsed.success) throw new SiteContentRefusal('render_failed');
  const live = await services.siteContent.liveVersion(db);
  return publish(services, parsed.data, live, version, actor);
}

export async function listVersions(services: ApiServices) {
  const rows = await services.siteContent.listVersions(services.auth.store.db);
  return {
    versions: rows.map((row) => ({
      version: row.version,
      published_at: row.published_at,
      published_by: publisherJson(row),
      restored_from: row.restored_from,
    })),
  };
}

export async function readVersion(services: ApiServices, version: number) {
  const row = await services.siteContent.findVersion(services.auth.store.db, version);
  if (!row) throw new SiteContentRefusal('version_not_found');
  return {
    version: row.version,
    published_at: row.published_at,
    published_by: publisherJson(row),
    restored_from: row.restored_from,
    content: JSON.parse(row.document) as SiteContent,
  };
}
