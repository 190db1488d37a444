/** The pages the preview shows: the landing page and the two legal pages. */
export const previewPages = ['home', 'terms', 'privacy'] as const;
export type PreviewPage = (typeof previewPages)[number];

/**
 * The page a field of the form belongs to, from the `data-preview` of the part it sits in, so the
 * preview follows the team through the form.
 */
export function previewPageOf(element: EventTarget): PreviewPage | undefined {
  const page = (element as Element).closest?.('[data-preview]')?.getAttribute('data-preview');
  return previewPages.find((known) => known === page);
}

/** The part of the landing page a field makes (`quem-somos`), from the section it sits in. */
export const previewAnchorOf = (element: EventTarget) =>
  (element as Element).closest?.('[data-preview-anchor]')?.getAttribute('data-preview-anchor') ??
  undefined;
