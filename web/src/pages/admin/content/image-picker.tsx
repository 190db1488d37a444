import { useEffect, useRef } from 'react';
import type { UploadedImage } from '../../../api/admin-content-api.ts';
import { Button } from '../../../components/button.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';

const { image: copy } = adminSiteContent;

interface ImagePickerProps {
  id: string;
  legend: string;
  images: UploadedImage[];
  /** The id of the image the field has now. */
  chosen: string | undefined;
  onChoose(id: string): void;
  onClose(): void;
}

/** The photos already uploaded, newest first, as radio tiles; choosing one puts it in the field. */
export function ImagePicker({ id, legend, images, chosen, onChoose, onClose }: ImagePickerProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const first = group.current?.querySelector<HTMLInputElement>('input:checked, input');
    (first ?? group.current?.querySelector('button'))?.focus();
  }, []);

  return (
    <fieldset
      ref={group}
      id={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-sand-300 bg-white p-4"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <legend className="sr-only">{legend}</legend>
      {images.length === 0 ? (
        <p className="text-small text-ink-600">{copy.noneUploaded}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {images.map((image, index) => (
            <label
              key={image.id}
              className="relative cursor-pointer overflow-hidden rounded-xl ring-1 ring-sand-300 has-checked:ring-4 has-checked:ring-brass-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brass-600"
            >
              <input
                type="radio"
                name={id}
                value={image.id}
                checked={image.id === chosen}
                onChange={() => onChoose(image.id)}
                className="sr-only"
              />
              <PhotoThumbnail image={image} className="w-full" />
              <span className="sr-only">{copy.pickOption(index + 1, image.created_at)}</span>
            </label>
          ))}
        </div>
      )}
      <Button variant="ghost" className="self-start" onClick={onClose}>
        {copy.closePicker}
      </Button>
    </fieldset>
  );
}
