import type { SiteImage } from '../../../shared/site-content/schema.ts';
import { siteImageUrl, siteImageWidths } from '../../../shared/site-content/site-images.ts';

/** The stored size of each uploaded photo, by id (the largest variant's), for width and height. */
export type SiteImageSizes = Readonly<Record<string, { width: number; height: number }>>;

interface SitePictureProps {
  image: SiteImage;
  sizes: SiteImageSizes;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  layout: string;
  className?: string;
}

/**
 * An uploaded photo as AVIF and WebP at each stored width, with its intrinsic size so the page
 * never shifts while it loads. Photos sit below the fold, so they load lazily.
 */
export function SitePicture({ image, sizes, layout, className }: SitePictureProps) {
  const size = sizes[image.id];
  const widths = size ? siteImageWidths(size.width) : [];
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((width) => `${siteImageUrl(image.id, width, format)} ${width}w`).join(', ');
  const largest = widths.at(-1);
  return (
    <picture>
      {size && <source type="image/avif" srcSet={srcSet('avif')} sizes={layout} />}
      <img
        src={largest ? siteImageUrl(image.id, largest, 'webp') : undefined}
        srcSet={size ? srcSet('webp') : undefined}
        sizes={size ? layout : undefined}
        width={size?.width}
        height={size?.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
