import { useDeferredValue, useRef, useState } from 'react';
import type { SiteContent } from '../../../../../shared/site-content/schema.ts';
import {
  type ContentDraft,
  fetchContentDraft,
  fetchPublishedContent,
  type PublishedContent,
} from '../../../api/admin-content-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { ContentEditorContext } from './content-editor-context.ts';
import { ContentForm } from './content-form.tsx';
import { ContentPreview } from './content-preview.tsx';
import { useDraft } from './draft-store.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { PhotosSection } from './photos-section.tsx';
import type { PreviewWidth } from './preview-frame.tsx';
import { type PreviewPage, previewAnchorOf, previewPageOf } from './preview-page.ts';
import { PublishBar } from './publish-bar.tsx';
import { type ContentEditor, useContentEditor } from './use-content-editor.ts';
import { useVersionView } from './use-version-view.ts';
import { VersionBanner } from './version-banner.tsx';
import { VersionsSection } from './versions-section.tsx';

const { preview: previewCopy } = adminSiteContent;

/** `/admin/conteudo`: the team edits the site's words and pictures, sees them, and publishes. */
export function AdminContentPage() {
  return (
    <ConsolePage title={adminSiteContent.title}>
      <PublishedContentLoad />
    </ConsolePage>
  );
}

/** The live content and the team's draft, if any: the editor opens on the draft. */
const fetchEditorStart = () => Promise.all([fetchPublishedContent(), fetchContentDraft()]);

function PublishedContentLoad() {
  const { load, reload } = useApiLoad(fetchEditorStart);
  if (load.status === 'ready') {
    return <ContentWorkspace initial={load.data[0]} draft={load.data[1]} />;
  }
  return (
    <div className={raisedCardClassName}>
      <SectionLoadStatus load={load} copy={adminSiteContent} onRetry={reload} />
    </div>
  );
}

interface DraftPreviewProps extends Omit<
  Parameters<typeof ContentPreview>[0],
  'content' | 'images'
> {
  editor: ContentEditor;
  /** A published version to show instead of the draft. */
  version: SiteContent | undefined;
}

/** The preview of the draft as it is typed, or of a version being looked at. */
function DraftPreview({ editor, version, ...choices }: DraftPreviewProps) {
  // Typing stays quick however long the page takes to draw.
  const draft = useDeferredValue(useDraft(editor.store));
  return <ContentPreview content={version ?? draft} images={editor.images} {...choices} />;
}

/** A laptop's layout where the preview sits beside the form; a phone's where it sits below. */
const widthForThisScreen = (): PreviewWidth =>
  typeof matchMedia === 'function' && matchMedia('(min-width: 80rem)').matches
    ? 'desktop'
    : 'phone';

/** The form beside its preview on a laptop, above it on a phone; the versions below. */
function ContentWorkspace({
  initial,
  draft,
}: {
  initial: PublishedContent;
  draft: ContentDraft | null;
}) {
  const editor = useContentEditor(initial, draft);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const versions = useVersionView(editor, () => previewHeading.current?.focus());
  const [page, setPage] = useState<PreviewPage>('home');
  const [anchor, setAnchor] = useState<string | undefined>();
  const [width, setWidth] = useState<PreviewWidth>(widthForThisScreen);

  return (
    <ContentEditorContext value={editor}>
      <LeaveGuard editor={editor} />
      <PublishBar editor={editor} />
      <div className="mt-6 grid gap-6 xl:grid-cols-2 xl:items-start">
        <div
          className="flex min-w-0 flex-col gap-6"
          onFocus={(event) => {
            const shown = previewPageOf(event.target);
            if (shown) setPage(shown);
            setAnchor(previewAnchorOf(event.target));
          }}
        >
          <ContentForm disabled={editor.publishing} />
        </div>
        <aside
          aria-labelledby="previa"
          className={`${raisedCardClassName} flex h-[85dvh] min-w-0 scroll-mt-6 flex-col xl:scroll-mt-32 gap-4 !p-5 xl:sticky xl:top-32 xl:row-span-2 xl:h-[calc(100dvh-9rem)]`}
        >
          <div>
            <h2
              ref={previewHeading}
              id="previa"
              tabIndex={-1}
              className="font-display text-title-3 font-medium text-ink-900"
            >
              {previewCopy.heading}
            </h2>
            <p className="mt-1 text-small text-ink-700">{previewCopy.lead}</p>
          </div>
          {versions.viewing && (
            <VersionBanner
              version={versions.viewing.version}
              editor={editor}
              restoring={versions.restoring}
              onRestore={versions.restore}
              onBack={versions.close}
            />
          )}
          <DraftPreview
            editor={editor}
            version={versions.viewing?.content}
            page={page}
            anchor={anchor}
            onPage={setPage}
            width={width}
            onWidth={setWidth}
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 xl:col-start-1">
          <VersionsSection
            key={editor.live.version}
            liveVersion={editor.live.version}
            viewing={versions.viewing?.version ?? null}
            onView={versions.view}
          />
          <PhotosSection />
        </div>
      </div>
    </ContentEditorContext>
  );
}
