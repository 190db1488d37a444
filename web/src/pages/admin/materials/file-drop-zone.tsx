import { UploadCloud } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { materialsContent } from '../../../content/materials.ts';
import { acceptedFileEndings as accept } from '../../../lib/file-format.ts';
import { classNames } from '../../../lib/class-names.ts';

const { upload: copy } = adminMaterialsContent;

interface FileDropZoneProps {
  file: File | null;
  onFile(file: File): void;
  error?: string | undefined;
  /** The "Escolher arquivo" button: where the keyboard goes when the file is refused. */
  buttonRef: Ref<HTMLButtonElement>;
}

/** Where a file is dropped, or chosen with the button; it names the file once chosen. */
export function FileDropZone({ file, onFile, error, buttonRef }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const id = useId();
  return (
    <div
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped) onFile(dropped);
      }}
      className={classNames(
        'flex h-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors',
        dragging ? 'border-brass-600 bg-ivory-100' : 'border-sand-300 bg-white',
        error && !dragging && 'border-danger-700',
      )}
    >
      <UploadCloud aria-hidden="true" className="size-10 text-brass-600" strokeWidth={1.5} />
      <div aria-live="polite" className="min-w-0">
        {dragging ? (
          <p className="font-medium text-ink-900">{copy.dropHere}</p>
        ) : file ? (
          <>
            <p className="text-small text-ink-700">{copy.chosen}</p>
            <p className="font-medium break-all text-ink-900">{file.name}</p>
            <p className="text-caption text-ink-600">{materialsContent.fileSize(file.size)}</p>
          </>
        ) : (
          <p className="text-ink-700">{copy.noFile}</p>
        )}
      </div>
      <FilePicker
        ref={buttonRef}
        variant="outline"
        accept={accept}
        onFile={onFile}
        aria-describedby={error ? `${id}-formats ${id}-error` : `${id}-formats`}
        aria-invalid={error ? true : undefined}
      >
        {file ? copy.chooseOther : copy.choose}
      </FilePicker>
      <p id={`${id}-formats`} className="max-w-sm text-caption text-ink-600">
        {copy.formats}
      </p>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
