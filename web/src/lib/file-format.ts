import { acceptedMaterialTypes } from '../../../shared/materials.ts';

/** The file's format as a client knows it ("PDF", "MP4"), from its sniffed content type. */
export function fileFormat(contentType: string): string | undefined {
  const accepted = Object.entries(acceptedMaterialTypes).find(
    ([, type]) => type.contentType === contentType,
  );
  return accepted?.[0].toUpperCase();
}
