import {
  imagesOf,
  type SiteContent,
  siteContentSchema,
} from '../../../../../shared/site-content/schema.ts';
import type { Actor } from '../../../platform/actor.ts';
import { isUniqueViolation } from '../../../db/constraint-violations.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { SiteContentRefusal } from './site-content-refusal.ts';
import type { ImageSizes, SiteRendering } from './site-rendering.ts';

type StaffActor = Actor & { userId: string };

export interface LiveSiteContent {
  version: number;
  content: SiteContent;
  imageSizes: ImageSizes;
}

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
 * The newest document this build can read. A newer build may have published a shape this one does
 * not know (two builds side by side during an upgrade), or the schema may have changed without
 * its stored documents: the newest one that fits is served then, never the built defaults.
 */
async function newestFittingContent(services: ApiServices, db: Queryable, newest: number) {
  for (let version = newest; version > 0; version -= 1) {
    const row = await services.siteContent.findVersion(db, version);
    if (!row) continue;
    const parsed = parseStoredDocument(row.document);
    if (parsed.success) return parsed.data;
    services.auth.log.error(
      { version, err: parsed.error },
      'a stored version of the site content does not fit the schema; an earlier one is served',
    );
  }
  return undefined;
}

/** The document the site serves, read through `db` (a transaction's, when given one). */
export async function liveDocument(services: ApiServices, db: Queryable) {
  const rendering = renderingOf(services);
  const version = await services.siteContent.liveVersion(db);
  const content = (await newestFittingContent(services, db, version)) ?? rendering.defaults;
  return { version, content };
}

/** What every instance serves: the newest version, or the defaults before any. */
export async function readLiveContent(services: ApiServices): Promise<LiveSiteContent> {
  const { db } = services.auth.store;
  const { version, content } = await liveDocument(services, db);
  const rows = await services.siteContent.findImages(
    db,
    imagesOf(content).map(({ id }) => id),
  );
  const imageSizes = Object.fromEntries(
    rows.map((image) => [image.id, { width: image.width, height: image.height }]),
  );
  return { version, content, imageSizes };
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
 * Publishes `content` as the version after `baseVersion`, if that is still the live one. The pages
 * are rendered first: a document they cannot be rendered from is refused and the live one stays.
 */
async function publish(
  services: ApiServices,
  content: SiteContent,
  baseVersion: number,
  restoredFrom: number | null,
  actor: StaffActor,
) {
  const rendering = renderingOf(services);
  const { store, repositories } = services.auth;
  await store.db.transaction().execute(async (trx) => {
    if ((await services.siteContent.liveVersion(trx)) !== baseVersion) {
      throw new SiteContentRefusal('content_changed');
    }
    try {
      rendering.tryRender(content, await imageSizesOf(trx, services, content));
    } catch (error) {
      if (error instanceof SiteContentRefusal) throw error;
      services.auth.log.error({ err: error }, 'the site could not be rendered from new content');
      throw new SiteContentRefusal('render_failed');
    }
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
  actor: StaffActor,
) {
  return publish(services, input.content, input.base_version, null, actor);
}

/** Publishes an earlier version's document again, as the next version. */
export async function restoreVersion(services: ApiServices, version: number, actor: StaffActor) {
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
