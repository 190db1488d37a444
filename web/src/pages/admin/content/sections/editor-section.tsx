import type { ReactNode } from 'react';
import { raisedCardClassName } from '../../../../components/raised-card.ts';
import type { PreviewPage } from '../preview-page.ts';

interface EditorSectionProps {
  /** The section's anchor in the page, which the sections' navigation links to. */
  id: string;
  legend: string;
  note: string;
  children: ReactNode;
  /** The page its fields show up on, which the preview turns to while they are edited. */
  page?: PreviewPage;
  /** The part of the landing page it makes, which the preview scrolls to while it is edited. */
  previewAnchor?: string;
}

/** One part of the document (the hero, the founders...) as a card of the form. */
export function EditorSection({
  id,
  legend,
  note,
  children,
  page = 'home',
  previewAnchor,
}: EditorSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${raisedCardClassName} scroll-mt-6 xl:scroll-mt-32`}
      data-preview={page}
      data-preview-anchor={previewAnchor}
    >
      <h2 id={`${id}-heading`} className="font-display text-title-2 font-medium text-ink-900">
        {legend}
      </h2>
      <p className="mt-2 mb-6 leading-relaxed text-ink-700">{note}</p>
      <div className="flex min-w-0 flex-col gap-5">{children}</div>
    </section>
  );
}
