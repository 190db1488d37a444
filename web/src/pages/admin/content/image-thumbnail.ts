import { siteImageUrl, siteImageWidths } from '../../../../../shared/site-content/site-images.ts';
import type { UploadedImage } from '../../../api/admin-content-api.ts';

/** The smallest stored WebP of a photo (its width is the largest stored). */
export const thumbnailUrl = ({ id, width }: Pick<UploadedImage, 'id' | 'width'>) =>
  siteImageUrl(id, siteImageWidths(width)[0]!, 'webp');
