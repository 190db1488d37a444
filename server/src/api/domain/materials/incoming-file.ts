import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { acceptedMaterialTypes, materialLimits } from '../../../../../shared/materials.ts';
import { MaterialRefusal } from './material-refusal.ts';
import { isWholePdf } from './pdf-structure.ts';

/** Browsers send `"`, CR and LF in a form's file name as %22, %0D and %0A (the HTML standard). */
const formEscapes: Record<string, string> = { '%22': '"', '%0D': '\r', '%0A': '\n' };

/**
 * The name as sent, reduced to its last segment (no folders, whichever slash they use), without
 * control or quoting characters, at most `materialLimits.fileName` long.
 */
export function safeFileName(sent: string) {
  const unescaped = sent.replace(/%(22|0D|0A)/gi, (escape) => formEscapes[escape.toUpperCase()]!);
  const lastSegment = unescaped.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = lastSegment.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const withoutLeadingDots = printable.replace(/^\.+/, '');
  if (withoutLeadingDots.length <= materialLimits.fileName) return withoutLeadingDots;
  const extension = path.extname(withoutLeadingDots).slice(0, 10);
  return withoutLeadingDots.slice(0, materialLimits.fileName - extension.length) + extension;
}

/** An uploaded file read to local disk, with the name it was sent under. */
export interface SpooledUpload {
  path: string;
  size: number;
  sentName: string;
}

/**
 * What an uploaded file really is: its type sniffed from its first bytes, one the library takes,
 * and a name whose extension agrees with it (an unnamed or extensionless file gets the type's); a
 * PDF must also be whole, since its first bytes say little.
 */
export async function identifyUpload(file: SpooledUpload) {
  if (file.size === 0) throw new MaterialRefusal('file_empty');
  const sniffed = await fileTypeFromFile(file.path);
  const accepted = sniffed ? acceptedMaterialTypes[sniffed.ext] : undefined;
  if (!accepted) throw new MaterialRefusal('file_type_not_accepted');

  const name = safeFileName(file.sentName);
  const extension = path.extname(name).slice(1).toLowerCase();
  if (extension && !accepted.extensions.includes(extension)) {
    throw new MaterialRefusal('file_type_disguised');
  }
  if (accepted.contentType === 'application/pdf' && !(await isWholePdf(file.path, file.size))) {
    throw new MaterialRefusal('pdf_damaged');
  }
  const fileName = extension ? name : `${name || 'material'}.${accepted.extensions[0]}`;
  return { fileName, contentType: accepted.contentType };
}
