import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { imagesOf } from '../../../../../shared/site-content/schema.ts';
import {
  siteImageTargetWidths,
  siteImageWidths,
} from '../../../../../shared/site-content/site-images.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { fieldOfImage, liveDocument } from './site-content.ts';
import { SiteContentRefusal } from './site-content-refusal.ts';

type StaffActor = Actor & { userId: string };

/**
 * The largest photo taken, in bytes, and in pixels (a small file may decode to a huge image); and
 * the longest side a stored file may have: WebP's 16,383 pixels (AVIF's is 16,384).
 */
export const siteImageLimits = {
  bytes: 10 * 1024 * 1024,
  pixels: 40_000_000,
  side: 16_383,
} as const;

/** How many times its width a photo may be tall and still fit `side` once narrowed: 17. */
export const siteImageMaxRatio = Math.floor(siteImageLimits.side / siteImageTargetWidths.at(-1)!);

/** What may come in: sniffed from the bytes, never the name or the declared type. */
const acceptedImageTypes = new Set(['jpg', 'png', 'webp', 'avif', 'gif']);

const outputFormats = {
  avif: { contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55 }) },
  webp: { contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
} as const;

/** A short unguessable id, also the file names' stem (so an URL never serves another photo). */
const newImageId = () => randomBytes(15).toString('hex');

async function uprightSize(bytes: Buffer) {
  const metadata = await sharp(bytes, { limitInputPixels: siteImageLimits.pixels }).metadata();
  const { width, height } = metadata.autoOrient;
  return { width, height };
}

/**
 * The largest stored variant's size: no wider than the largest target width, never enlarged, its
 * height rounded as sharp rounds it and at least one pixel (as sharp keeps a panorama's line).
 */
function storedSize(upright: { width: number; height: number }) {
  const width = Math.min(upright.width, siteImageTargetWidths.at(-1)!);
  return { width, height: Math.max(1, Math.round((upright.height * width) / upright.width)) };
}

/**
 * Takes a photo from the console: checks it is one, turns it upright (EXIF), drops its metadata
 * (location, camera) and stores AVIF and WebP at each target width (never enlarged), with one row.
 */
export async function uploadSiteImage(services: ApiServices, bytes: Buffer, actor: StaffActor) {
  if (bytes.length === 0) throw new SiteContentRefusal('image_missing');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !acceptedImageTypes.has(sniffed.ext)) {
    throw new SiteContentRefusal('image_not_accepted');
  }
  let size: { width: number; height: number };
  try {
    size = await uprightSize(bytes);
  } catch {
    // Damaged, truncated or over the pixel limit: not a photo this site can show.
    throw new SiteContentRefusal('image_not_accepted');
  }
  const stored = storedSize(size);
  // Narrowed, a tall thin photo would still be taller than AVIF and WebP can hold.
  if (stored.height > siteImageLimits.side) throw new SiteContentRefusal('image_too_tall');
  const files: Array<{ name: string; contentType: string; data: Buffer }> = [];
  for (const width of siteImageWidths(stored.width)) {
    for (const [extension, format] of Object.entries(outputFormats)) {
      const resized = sharp(bytes, { limitInputPixels: siteImageLimits.pixels })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      files.push({
        name: `${width}.${extension}`,
        contentType: format.contentType,
        data: await format.encode(resized).toBuffer(),
      });
    }
  }
  const row = {
    id: newImageId(),
    ...stored,
    created_at: new Date().toISOString(),
    created_by: actor.userId,
  };
  await services.auth.store.db.transaction().execute(async (trx) => {
    await services.siteContent.insertImage(trx, row, files);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'content_image_uploaded',
      ...actor,
      detail: { image: row.id },
    });
  });
  return { id: row.id, width: row.width, height: row.height, created_at: row.created_at };
}

/**
 * Deletes a photo and its converted files, so its addresses answer 404 (a departed founder's
 * portrait, say). Refused while the live version shows it: the team publishes without it first.
 * Earlier versions that show it can no longer be restored as they were (restore names the field).
 */
export async function deleteSiteImage(services: ApiServices, id: string, actor: StaffActor) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    if (!(await services.siteContent.holdImage(trx, id))) {
      throw new SiteContentRefusal('image_not_found');
    }
    const { content } = await liveDocument(services, trx);
    if (imagesOf(content).some((image) => image.id === id)) {
      throw new SiteContentRefusal('image_in_use', fieldOfImage(content, id));
    }
    await services.siteContent.deleteImage(trx, id);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'content_image_deleted',
      ...actor,
      detail: { image: id },
    });
  });
}
