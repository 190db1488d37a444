import { Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { imagesOf, type SiteContent } from '../../../../../shared/site-content/schema.ts';
import { deleteSiteImage, type UploadedImage } from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { CardSection } from '../../../components/card-section.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useEditor } from './content-editor-context.ts';
import { useDraft } from './draft-store.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';

const { photos: copy, toasts } = adminSiteContent;

const idsShownBy = (content: SiteContent) => new Set(imagesOf(content).map(({ id }) => id));

/**
 * "Fotos enviadas": every photo the team uploaded, where each one is used, and a way to delete one
 * that neither the site nor the draft shows (a departed founder's portrait, say).
 */
export function PhotosSection() {
  const editor = useEditor();
  const draft = useDraft(editor.store);
  const live = useMemo(() => idsShownBy(editor.live.content), [editor.live.content]);
  const drafted = useMemo(() => idsShownBy(draft), [draft]);
  // A deleted photo's row goes with its button: the keyboard waits at the heading.
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <CardSection id="fotos" heading={copy.heading} lead={copy.lead} headingRef={heading}>
      {editor.images.length === 0 ? (
        <p className="text-ink-700">{copy.empty}</p>
      ) : (
        <ol
          aria-label={copy.listLabel}
          className="divide-y divide-sand-300 border-y border-sand-300"
        >
          {editor.images.map((image, index) => (
            <PhotoItem
              key={image.id}
              image={image}
              position={index + 1}
              use={live.has(image.id) ? 'live' : drafted.has(image.id) ? 'draft' : null}
              onGone={() => {
                editor.dropImage(image.id);
                heading.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
    </CardSection>
  );
}

interface PhotoItemProps {
  image: UploadedImage;
  position: number;
  /** Where the photo shows: on the site, only in the draft, or nowhere. */
  use: 'live' | 'draft' | null;
  onGone(): void;
}

function PhotoItem({ image, position, use, onGone }: PhotoItemProps) {
  const toastAction = `photo:${image.id}`;
  const reportFailure = useReportApiFailure();
  const { open: confirming, triggerRef, start, cancel, close } = useConfirmStep();
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    const failure = await deleteSiteImage(image.id).then(
      () => null,
      (error: unknown) => error,
    );
    setDeleting(false);
    close();
    if (failure instanceof ApiError && failure.status === 404) return onGone();
    if (failure instanceof ApiError && failure.code === 'image_in_use') {
      return notifyError(
        { title: toasts.photoDeleteFailedTitle, description: failure.message },
        toastAction,
      );
    }
    if (failure) return reportFailure(failure, toasts.photoDeleteFailedTitle, toastAction);
    notifySuccess(toasts.photoDeleted, toastAction);
    onGone();
  }

  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-4">
        <PhotoThumbnail image={image} className="w-24 shrink-0 rounded-xl ring-1 ring-sand-300" />
        <div className="min-w-0 flex-1 basis-40">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
            {copy.name(position)}
            {use && (
              <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-caption font-semibold text-ivory-50">
                {use === 'live' ? copy.live : copy.draft}
              </span>
            )}
          </p>
          <p className="text-small text-ink-700">
            <time dateTime={image.created_at}>{copy.uploadedAt(image.created_at)}</time>
          </p>
        </div>
        {!use && (
          <Button ref={triggerRef} variant="ghost" disabled={confirming} onClick={start}>
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.delete}
            <span className="sr-only">{copy.which(position)}</span>
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          compact
          copy={copy.confirmDelete}
          busy={deleting}
          onConfirm={() => void remove()}
          onKeep={cancel}
        />
      )}
    </li>
  );
}
