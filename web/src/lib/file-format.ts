import { acceptedMaterialTypes } from '../../../shared/materials.ts';

/** The file's format as a client knows it ("PDF", "MP4"), from its sniffed content type. */
export function fileFormat(contentType: string): string | undefined {
  const accepted = Object.entries(acceptedMaterialTypes).find(
    ([, type]) => type.contentType === contentType,
  );
  return accepted?.[0].toUpperCase();
}

/**
 * What a file picker offers for a material or a message's attachment (the server takes the same
 * types for both): every accepted file name ending.
 */
export const acceptedFileEndings = [
  ...new Set(
    Object.values(acceptedMaterialTypes).flatMap((type) =>
      type.extensions.map((extension) => `.${extension}`),
    ),
  ),
].join(',');
