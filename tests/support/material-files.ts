import { deflateSync } from 'node:zlib';
import type { RunningAuthServer } from './auth-server.ts';

/**
 * A PDF of `objects` (numbered from 1, the first the catalog): a header, the objects, a
 * cross-reference table and a trailer, each offset right.
 */
export function pdfOf(objects: string[]) {
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const table = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A one-page PDF that viewers open. */
export function samplePdf(text = 'Legado') {
  const content = `BT /F1 24 Tf 40 70 Td (${text}) Tj ET`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A one-page PDF as compressing writers make them (PDF 1.5): the catalog and the page tree packed
 * in a deflated object stream, found through a cross-reference stream.
 */
export function packedPdf() {
  const packed = [
    '<< /Type /Catalog /Pages 3 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 300 144] >>',
  ];
  let offset = 0;
  const index = packed.map((body, position) => {
    const entry = `${position + 2} ${offset}`;
    offset += body.length + 1;
    return entry;
  });
  const first = `${index.join(' ')}\n`;
  const objectStream = deflateSync(Buffer.from(first + packed.join('\n') + '\n', 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const length = () => parts.reduce((total, part) => total + part.length, 0);
  const streamOffset = length();
  parts.push(
    Buffer.from(
      `1 0 obj\n<< /Type /ObjStm /N 3 /First ${first.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
      'latin1',
    ),
    objectStream,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  );
  const xrefOffset = length();
  // Each entry: type (1 byte), offset or object stream (2 bytes), generation or index (1 byte).
  const entry = (type: number, field: number, last: number) =>
    Buffer.from([type, field >> 8, field & 0xff, last]);
  const entries = Buffer.concat([
    entry(0, 0, 0xff),
    entry(1, streamOffset, 0),
    entry(2, 1, 0),
    entry(2, 1, 1),
    entry(2, 1, 2),
    entry(1, xrefOffset, 0),
  ]);
  parts.push(
    Buffer.from(
      `5 0 obj\n<< /Type /XRef /Size 6 /W [1 2 1] /Root 2 0 R /Length ${entries.length} >>\nstream\n`,
      'latin1',
    ),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A `width`×`height` PNG in one colour (the brand's gold by default). */
export function samplePng(width = 4, height = 4, rgb: [number, number, number] = [176, 141, 87]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `size` bytes that sniff as an MP4 (an `ftyp` box) followed by numbered filler, so any range of
 * it can be checked against the original.
 */
export function sampleMp4(size: number) {
  const bytes = Buffer.alloc(size);
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex');
  for (let index = ftyp.length; index < size; index++) bytes[index] = index % 251;
  ftyp.copy(bytes);
  return bytes;
}

export interface MaterialForm {
  fileName: string;
  bytes: Buffer;
  title?: string;
  description?: string;
  published?: boolean;
}

/** The upload form as the team's console sends it. */
export function materialForm({ fileName, bytes, title, description, published }: MaterialForm) {
  const form = new FormData();
  if (title !== undefined) form.set('title', title);
  if (description !== undefined) form.set('description', description);
  if (published !== undefined) form.set('published', String(published));
  form.set('file', new Blob([bytes], { type: 'application/octet-stream' }), fileName);
  return form;
}

/** `POST /api/v1/admin/materials` as a member of the team. */
export function uploadMaterial(
  server: Pick<RunningAuthServer, 'url'>,
  token: string,
  material: MaterialForm,
) {
  return fetch(`${server.url}/api/v1/admin/materials`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: materialForm(material),
  });
}
