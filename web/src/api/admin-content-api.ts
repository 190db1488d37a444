import type { SiteContent } from '../../../shared/site-content/schema.ts';
import { apiCommand, apiRequest } from './api-client.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';

/** A photo uploaded through the console, as the server keeps it (docs/portal.md). */
export interface UploadedImage {
  id: string;
  width: number;
  height: number;
  created_at: string;
}

interface Publisher {
  id: string;
  email: string | null;
}

/** The live version of the site's content, and every photo the team has uploaded. */
export interface PublishedContent {
  /** 0: the defaults, never published. */
  version: number;
  published_at: string | null;
  published_by: Publisher | null;
  content: SiteContent;
  /** Newest first. */
  images: UploadedImage[];
}

/** One published version, as the list of versions names it. */
export interface ContentVersion {
  version: number;
  published_at: string;
  published_by: Publisher | null;
  /** The version it republished, when it was a restore. */
  restored_from: number | null;
}

const path = '/admin/content';

/** The live content, to start editing from. */
export const fetchPublishedContent = () => apiRequest<PublishedContent>('GET', path);

/**
 * Publishes `content` as the new live version; refused with 409 `content_changed` when the live
 * version is no longer `baseVersion` (someone else published meanwhile).
 */
export const publishContent = (content: SiteContent, baseVersion: number) =>
  apiRequest<PublishedContent>('PUT', path, { content, base_version: baseVersion });

/** The team's draft (docs/portal.md, "Drafts"): the editor's document, publishable or not. */
export interface ContentDraft {
  content: SiteContent;
  /** The live version it was started from; older than the live one when someone published since. */
  base_version: number;
  saved_at: string;
  saved_by: Publisher | null;
}

/** The team's draft, or null when there is none. */
export const fetchContentDraft = () =>
  apiRequest<{ draft?: ContentDraft | null }>('GET', `${path}/draft`).then(
    (answer) => answer.draft ?? null,
  );

/** Saves `content` as the team's draft, replacing the last one. */
export const saveContentDraft = (content: SiteContent, baseVersion: number) =>
  apiRequest<{ draft?: ContentDraft | null }>('PUT', `${path}/draft`, {
    content,
    base_version: baseVersion,
  }).then((answer) => answer.draft ?? null);

/** Drops the team's draft: the editor starts again from the live version. */
export const discardContentDraft = () => apiCommand('DELETE', `${path}/draft`);

/** The last published versions, newest first. */
export const fetchContentVersions = () =>
  apiRequest<{ versions: ContentVersion[] }>('GET', `${path}/versions`).then(
    (answer) => answer.versions,
  );

/** One published version, with its document. */
export const fetchContentVersion = (version: number) =>
  apiRequest<ContentVersion & { content: SiteContent }>('GET', `${path}/versions/${version}`);

/** Publishes version `version`'s document again, as a new version. */
export const restoreContentVersion = (version: number) =>
  apiRequest<PublishedContent>('POST', `${path}/versions/${version}/restore`);

/** Uploads a photo for the site; the server converts it and answers its id and size. */
export function uploadSiteImage(file: File, onProgress: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiUpload<UploadedImage>(`${path}/images`, form, onProgress);
}

/**
 * Deletes a photo the live version does not show; refused with 409 `image_in_use` while it does,
 * 404 when it is gone already.
 */
export const deleteSiteImage = (id: string) => apiCommand('DELETE', `${path}/images/${id}`);
