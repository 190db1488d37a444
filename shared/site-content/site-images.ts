/** The widths every uploaded photo is stored at (never enlarged), smallest first. */
export const siteImageTargetWidths = [480, 960] as const;

/** The widths stored for a photo whose largest variant is `largestWidth` pixels wide. */
export function siteImageWidths(largestWidth: number): number[] {
  return [...new Set(siteImageTargetWidths.map((width) => Math.min(width, largestWidth)))];
}

export type SiteImageFormat = 'avif' | 'webp';

export const siteImagePathPrefix = '/media/site';

export function siteImageUrl(id: string, width: number, format: SiteImageFormat): string {
  return `${siteImagePathPrefix}/${id}-${width}.${format}`;
}
