import { ImageUp, Images, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { SiteImage } from '../../../../../shared/site-content/schema.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useEditor } from './content-editor-context.ts';
import type { ContentPath } from './content-path.ts';
import { ContentTextField } from './content-text-field.tsx';
import { useDraftValue, useFieldError } from './draft-store.ts';
import { ImagePicker } from './image-picker.tsx';
import { thumbnailUrl } from './image-thumbnail.ts';
import { useImageUpload } from './use-image-upload.ts';

const { image: copy } = adminSiteContent;

/** What the file picker offers: the formats the server converts. */
const accept = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

interface ContentImageFieldProps {
  path: ContentPath<SiteImage | null>;
  label: string;
  hint: string;
}

/**
 * A photo of the document: upload one (with its progress), pick one already uploaded, or remove
 * it; with the text that describes it to people who do not see it.
 */
export function ContentImageField({ path, label, hint }: ContentImageFieldProps) {
  const editor = useEditor();
  const image = useDraftValue<SiteImage | null>(editor.store, path);
  const fieldError = useFieldError(editor.store, path);
  const id = useId();
  const pickButton = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const stored = image && editor.images.find((uploaded) => uploaded.id === image.id);
  const choose = (chosenId: string) =>
    editor.store.change(path, { id: chosenId, alt: image?.alt ?? '' });
  const { progress, refusal, upload } = useImageUpload((uploaded) => {
    editor.addImage(uploaded);
    choose(uploaded.id);
  });
  const error = refusal ?? fieldError;
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-3">
      <p id={`${id}-label`} className="text-small font-medium text-ink-900">
        {label}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-sand-300 bg-ivory-100 sm:w-40">
          {image ? (
            <img
              src={thumbnailUrl(stored ?? { id: image.id, width: 480 })}
              alt={image.alt}
              className="size-full object-cover"
            />
          ) : (
            <p className="px-3 text-center text-caption text-ink-600">{copy.none}</p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <FilePicker
              ref={editor.anchor(path)}
              variant="outline"
              accept={accept}
              onFile={upload}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              disabled={progress !== null}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {image ? copy.uploadOther : copy.upload}
            </FilePicker>
            <Button
              ref={pickButton}
              variant="ghost"
              aria-expanded={picking}
              aria-controls={picking ? `${id}-picker` : undefined}
              onClick={() => setPicking((open) => !open)}
            >
              <Images aria-hidden="true" className="size-4" />
              {copy.pick}
            </Button>
            {image && (
              <Button variant="ghost" onClick={() => editor.store.change(path, null)}>
                <X aria-hidden="true" className="size-4" />
                {copy.remove}
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-caption text-ink-600">
            {hint} {copy.formats}
          </p>
          {progress && <UploadProgress progress={progress} />}
          {error && <FieldError id={`${id}-error`} message={error} />}
        </div>
      </div>
      {picking && (
        <ImagePicker
          id={`${id}-picker`}
          legend={copy.pickLegend(label)}
          images={editor.images}
          chosen={image?.id}
          onChoose={choose}
          onClose={() => {
            setPicking(false);
            pickButton.current?.focus();
          }}
        />
      )}
      {image && (
        <ContentTextField
          path={`${path}.alt` as ContentPath<string>}
          label={copy.alt}
          hint={copy.altHint}
          rows={2}
        />
      )}
    </div>
  );
}
