import type { UploadedImage } from '../../../api/admin-content-api.ts';
import { thumbnailUrl } from './image-thumbnail.ts';

interface PhotoThumbnailProps {
  image: Pick<UploadedImage, 'id' | 'width' | 'height'>;
  className: string;
}

/** An uploaded photo, small, cut to 4:3; decoration beside the words that name it. */
export function PhotoThumbnail({ image, className }: PhotoThumbnailProps) {
  return (
    <img
      src={thumbnailUrl(image)}
      alt=""
      width={image.width}
      height={image.height}
      className={`aspect-[4/3] object-cover ${className}`}
    />
  );
}
