import { memo } from 'react';
import type { SiteContent } from '../../../../../shared/site-content/schema.ts';
import type { UploadedImage } from '../../../api/admin-content-api.ts';
import { LandingPage } from '../../../components/content-pages/landing-page.tsx';
import { LegalPage } from '../../../components/content-pages/legal-page.tsx';
import type { SiteImageSizes } from '../../../components/site-picture.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { ChoiceRow } from './choice-row.tsx';
import { PreviewFrame, type PreviewWidth } from './preview-frame.tsx';
import { type PreviewPage, previewPages } from './preview-page.ts';

const { preview: copy } = adminSiteContent;

const pageOptions = previewPages.map((page) => ({ value: page, label: copy.pages[page] }));
const widthOptions = (['phone', 'desktop'] as const).map((width) => ({
  value: width,
  label: copy.widths[width],
}));

const sizesOf = (images: UploadedImage[]): SiteImageSizes =>
  Object.fromEntries(images.map(({ id, width, height }) => [id, { width, height }]));

interface ContentPreviewProps {
  content: SiteContent;
  images: UploadedImage[];
  page: PreviewPage;
  /** The part of the page being edited, which the preview scrolls to. */
  anchor?: string | undefined;
  onPage(page: PreviewPage): void;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
}

/**
 * The site as the draft (or a version being looked at) makes it: a page, at a chosen width. Drawn
 * again only when what it shows changes, not on every keystroke's first pass (the draft it gets
 * is deferred).
 */
export const ContentPreview = memo(function ContentPreview({
  content,
  images,
  page,
  anchor,
  onPage,
  width,
  onWidth,
}: ContentPreviewProps) {
  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2">
        <ChoiceRow legend={copy.page} options={pageOptions} value={page} onChange={onPage} />
        <ChoiceRow legend={copy.width} options={widthOptions} value={width} onChange={onWidth} />
      </div>
      <div className="min-h-0 flex-1 overflow-hidden rounded-2xl ring-1 ring-sand-300">
        <PreviewFrame
          title={copy.frameTitle(copy.pages[page])}
          width={width}
          anchor={page === 'home' ? anchor : undefined}
        >
          {page === 'home' ? (
            <LandingPage content={content} imageSizes={sizesOf(images)} />
          ) : (
            <LegalPage content={content} kind={page} />
          )}
        </PreviewFrame>
      </div>
    </div>
  );
});
