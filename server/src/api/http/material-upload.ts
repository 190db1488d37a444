import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyError, FastifyRequest } from 'fastify';
import { materialUploadFields } from '../../../../shared/materials.ts';
import type { MaterialUpload } from '../domain/materials/materials.ts';
import { MaterialRefusal } from '../domain/materials/material-refusal.ts';
import { ApiError, apiErrors } from './api-errors.ts';

/** The form's parts: one file, three short text fields. */
export function uploadLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 3, parts: 4, fieldSize: 16 * 1024 };
}

/**
 * How the multipart reader's own refusals are answered. A form cut short or malformed is the
 * sender's fault; a failure of this machine (a full disk) is not.
 */
function multipartRefusal(error: unknown, maxBytes: number) {
  if (error instanceof ApiError || (error as NodeJS.ErrnoException).errno !== undefined) {
    return error;
  }
  switch ((error as FastifyError).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new MaterialRefusal('file_too_large', maxBytes);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return apiErrors.unsupportedMediaType();
    default:
      return apiErrors.uploadShape();
  }
}

/**
 * What is left of a form that failed part-way (a full disk) is read and dropped, as Node does with
 * a body nobody reads: left waiting, it would hold the sender, its connection and a graceful
 * shutdown for as long as the sender waits.
 */
function dropRestOfBody(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a material's upload form: the file to a private temporary folder (so its type can be
 * sniffed and a slow sender never holds the store), the text fields checked by the shared schema.
 * `use` gets both; the folder is gone afterwards, whatever happens.
 */
export async function withSpooledUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  use: (upload: MaterialUpload) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'material-'));
  try {
    const fields: Record<string, string> = {};
    let file: Omit<MaterialUpload, 'fields'> | undefined;
    try {
      for await (const part of request.parts({ limits: uploadLimits(maxBytes) })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw apiErrors.uploadShape();
          const target = path.join(folder, 'upload');
          await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
          file = { path: target, size: (await stat(target)).size, sentName: part.filename };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      dropRestOfBody(request);
      throw multipartRefusal(error, maxBytes);
    }
    const parsed = materialUploadFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw apiErrors.validation(issue.message, issue.path.join('.') || undefined);
    }
    if (!file) throw new MaterialRefusal('file_missing');
    return await use({ ...file, fields: parsed.data });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A body announced larger than the limit (plus room for the form around the file) is refused
 * before any of it is read.
 */
export function assertAnnouncedSize(request: FastifyRequest, maxBytes: number) {
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > maxBytes + 64 * 1024) throw new MaterialRefusal('file_too_large', maxBytes);
}
