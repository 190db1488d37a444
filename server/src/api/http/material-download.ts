import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { ByteRange } from '../db/files/file-store.ts';
import type { MaterialRow } from '../db/repositories/materials.ts';
import { apiErrors } from './api-errors.ts';

/**
 * A material's file (or a message's attachment) is a file, not an API answer: it may be shown by the browser (a PDF viewer,
 * a player), never run as a page, and it is still private.
 */
const fileHeaders = {
  'cache-control': 'private, no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'accept-ranges': 'bytes',
};

/**
 * The part of the file the request asks for: one `Range` (video seeking), or all of it. A range
 * outside the file is 416; several ranges or a malformed header get the whole file, as HTTP allows.
 */
export function requestedRange(
  request: FastifyRequest,
  size: number,
): ByteRange & { partial: boolean } {
  const whole = { start: 0, end: size - 1, partial: false };
  const header = request.headers.range;
  if (!header) return whole;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) throw apiErrors.rangeNotSatisfiable(size);
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return whole;
  return { start: ranges[0]!.start, end: ranges[0]!.end, partial: true };
}

/** The headers of a file answer: its type, its safe name, and the range sent. */
export function sendFileHead(
  reply: FastifyReply,
  material: Pick<MaterialRow, 'size' | 'content_type' | 'file_name'>,
  range: ReturnType<typeof requestedRange>,
  asAttachment: boolean,
) {
  const size = Number(material.size);
  reply
    .code(range.partial ? 206 : 200)
    .headers(fileHeaders)
    .header('content-type', material.content_type)
    .header('content-length', String(range.end - range.start + 1))
    .header(
      'content-disposition',
      contentDisposition(material.file_name, { type: asAttachment ? 'attachment' : 'inline' }),
    );
  if (range.partial) reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply;
}
