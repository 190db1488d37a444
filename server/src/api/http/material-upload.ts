import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type MaterialUploadFields, materialUploadFields } from '../../../../shared/materials.ts';
import { MaterialRefusal } from '../domain/materials/material-refusal.ts';
import type { SpooledUpload } from '../domain/materials/incoming-file.ts';
import { ApiError, apiErrors } from './api-errors.ts';
import { parsedInput } from './parsed-input.ts';

/** An upload form: its text fields (how many, how long, checked by `schema`) beside one file. */
export interface UploadForm<Fields> {
  schema: z.ZodType<Fields>;
  fieldCount: number;
  fieldSize: number;
  /** The answer to a form of other parts than these. */
  shapeError: () => ApiError;
}

/** The library's form: one file, three short text fields. */
export const materialForm: UploadForm<MaterialUploadFields> = {
  schema: materialUploadFields,
  fieldCount: 3,
  fieldSize: 16 * 1024,
  shapeError: apiErrors.uploadShape,
};

/** The form's parts: one file, its text fields. */
export function uploadLimits(maxBytes: number, form: UploadForm<unknown>) {
  return {
    fileSize: maxBytes,
    files: 1,
    fields: form.fieldCount,
    parts: form.fieldCount + 1,
    fieldSize: form.fieldSize,
  };
}

/**
 * How the multipart reader's own refusals are answered. A form cut short or malformed is the
 * sender's fault; a failure of this machine (a full disk) is not.
 */
function multipartRefusal(error: unknown, maxBytes: number, form: UploadForm<unknown>) {
  if (error instanceof ApiError || (error as NodeJS.ErrnoException).errno !== undefined) {
    return error;
  }
  switch ((error as FastifyError).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new MaterialRefusal('file_too_large', maxBytes);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return apiErrors.unsupportedMediaType();
    default:
      return form.shapeError();
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
 * Reads an upload form: the file, if sent, to a private temporary folder (so its type can be
 * sniffed and a slow sender never holds the store), the text fields checked by the form's schema.
 * `use` gets both; the folder is gone afterwards, whatever happens.
 */
export async function withSpooledForm<Fields, T>(
  request: FastifyRequest,
  maxBytes: number,
  form: UploadForm<Fields>,
  use: (file: SpooledUpload | undefined, fields: Fields) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'upload-'));
  try {
    const fields: Record<string, string> = {};
    let file: SpooledUpload | undefined;
    try {
      for await (const part of request.parts({ limits: uploadLimits(maxBytes, form) })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw form.shapeError();
          const target = path.join(folder, 'upload');
          await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
          file = { path: target, size: (await stat(target)).size, sentName: part.filename };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      dropRestOfBody(request);
      throw multipartRefusal(error, maxBytes, form);
    }
    return await use(file, parsedInput(form.schema, fields));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A material's upload form, whose file is required. */
export function withSpooledUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  use: (upload: SpooledUpload & { fields: MaterialUploadFields }) => Promise<T>,
): Promise<T> {
  return withSpooledForm(request, maxBytes, materialForm, async (file, fields) => {
    if (!file) throw new MaterialRefusal('file_missing');
    return use({ ...file, fields });
  });
}

/**
 * A body announced larger than the limit (plus room for the form around the file) is refused
 * before any of it is read.
 */
export function assertAnnouncedSize(request: FastifyRequest, maxBytes: number) {
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > maxBytes + 64 * 1024) throw new MaterialRefusal('file_too_large', maxBytes);
}
