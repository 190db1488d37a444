import { acceptedMaterialTypes } from '../../../shared/materials.ts';

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
