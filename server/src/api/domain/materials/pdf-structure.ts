import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/** Acrobat looks for `%%EOF` in a file's last 1,024 bytes; `startxref` comes just before it. */
const tailBytes = 1024;

/** Enough of a cross-reference stream's dictionary to find its `/Type`. */
const sectionBytes = 1024;

/** A `/Type` entry naming a page or an object stream, up to the delimiter that ends the name. */
const typeEntry = /^\/Type[\0\s]*\/(Page|ObjStm)(?=[\0\s()<>[\]{}/%])/;
/** Enough bytes after `/Type` to hold such an entry. */
const entryBytes = 40;

async function readAt(file: FileHandle, position: number, length: number) {
  const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
  return buffer.subarray(0, bytesRead).toString('latin1');
}

/** A cross-reference table (`xref`) or stream (an object of `/Type /XRef`) starts `text`. */
function startsCrossReference(text: string) {
  if (/^[\0\s]*xref\s/.test(text)) return true;
  const [dictionary] = text.split('stream');
  return /^[\0\s]*\d+\s+\d+\s+obj\b/.test(text) && /\/Type[\0\s]*\/XRef\b/.test(dictionary!);
}

/**
 * A page object in the file's text; or, failing one, objects packed in compressed object streams,
 * where writers usually put the pages (this check does not inflate them). Bytes are searched as
 * they are: a 100 MB file takes a fraction of a second.
 */
async function hasPages(path: string) {
  let carried = Buffer.alloc(0);
  let packed = false;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    const bytes = Buffer.concat([carried, chunk as Buffer]);
    for (let at = bytes.indexOf('/Type'); at >= 0; at = bytes.indexOf('/Type', at + 1)) {
      const type = typeEntry.exec(bytes.toString('latin1', at, at + entryBytes))?.[1];
      if (type === 'Page') return true;
      packed ||= type === 'ObjStm';
    }
    // An entry cut by the chunk's end is read again, whole, with the next chunk.
    carried = bytes.subarray(-entryBytes);
  }
  return packed;
}

/**
 * Whether a file that sniffs as a PDF is a whole one (decision 032): a version in its header,
 * `startxref` and `%%EOF` at its end, a cross-reference table or stream where `startxref` points,
 * and pages. Not a parser: it catches a file cut short or a stub, not a forgery.
 */
export async function isWholePdf(path: string, size: number) {
  const file = await open(path);
  try {
    if (!/^%PDF-\d\.\d/.test(await readAt(file, 0, 8))) return false;
    const tail = await readAt(file, Math.max(0, size - tailBytes), tailBytes);
    const pointer = [...tail.matchAll(/startxref[\0\s]+(\d+)[\0\s]+%%EOF/g)].at(-1);
    const offset = Number(pointer?.[1]);
    if (!(offset > 0 && offset < size)) return false;
    if (!startsCrossReference(await readAt(file, offset, sectionBytes))) return false;
  } finally {
    await file.close();
  }
  return hasPages(path);
}
