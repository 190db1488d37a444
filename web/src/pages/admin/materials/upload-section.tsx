import { materialLimits, type TeamMaterial } from '../../../../../shared/materials.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { CheckTile } from '../../../components/check-tile.tsx';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { useMaterialUpload } from './use-material-upload.ts';

const { upload: copy } = adminMaterialsContent;

/** "Enviar material": a file, dropped or chosen, with its title and description, and its progress. */
export function UploadSection({ onUploaded }: { onUploaded(material: TeamMaterial): void }) {
  const upload = useMaterialUpload(onUploaded);
  const { file, title, description, published, progress, errors, controlRef } = upload;
  const counted = (field: 'title' | 'description', length: number) => (
    <HintWithCount
      hint={copy.hints[field]}
      count={copy.characterCount(length, materialLimits[field])}
    />
  );
  return (
    <section aria-labelledby="enviar-material" className={raisedCardClassName}>
      <h2 id="enviar-material" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 mb-8 max-w-prose text-ink-700">{copy.lead}</p>
      <BusyForm
        busy={progress !== null}
        onSubmit={upload.submit}
        className="grid min-w-0 gap-6 lg:grid-cols-2 lg:gap-8"
      >
        <FileDropZone
          file={file}
          onFile={upload.choose}
          error={errors.file}
          buttonRef={controlRef('file')}
        />
        <div className="flex min-w-0 flex-col gap-5">
          <TextField
            ref={controlRef('title')}
            label={copy.labels.title}
            hint={counted('title', title.length)}
            error={errors.title}
            name="title"
            value={title}
            onChange={(event) => upload.changeTitle(event.target.value)}
          />
          <TextAreaField
            ref={controlRef('description')}
            label={copy.labels.description}
            hint={counted('description', description.length)}
            error={errors.description}
            name="description"
            rows={3}
            value={description}
            onChange={(event) => upload.changeDescription(event.target.value)}
          />
          <CheckTile
            label={copy.labels.published}
            hint={copy.hints.published}
            checked={published}
            onChange={upload.setPublished}
          />
          {progress && <UploadProgress progress={progress} />}
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
            {progress ? copy.sending : copy.submit}
          </Button>
        </div>
      </BusyForm>
    </section>
  );
}
