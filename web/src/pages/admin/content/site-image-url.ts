/** Where the server serves an uploaded photo, converted to WebP at one of its two widths. */
export const siteImageUrl = (id: string, width: 480 | 960) => `/media/site/${id}-${width}.webp`;
