import { materialLimits } from '../../../../../shared/materials.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import type { LibraryItemState } from './use-library-item.ts';

const { upload, library: copy } = adminMaterialsContent;

/** A material's title and description, edited in its place in the library. */
export function MaterialEditForm({
  item,
  className,
}: {
  item: LibraryItemState;
  className?: string;
}) {
  const { draft, errors, controlRef, pending } = item;
  const counted = (field: 'title' | 'description') => (
    <HintWithCount
      hint={upload.hints[field]}
      count={upload.characterCount(draft[field].length, materialLimits[field])}
    />
  );
  return (
    <div className={className}>
      <BusyForm busy={pending === 'save'} onSubmit={item.save} className="flex flex-col gap-5">
        <TextField
          ref={controlRef('title')}
          // The form opens at the team's request: the keyboard goes straight to its first field.
          autoFocus
          label={upload.labels.title}
          hint={counted('title')}
          error={errors.title}
          name="title"
          value={draft.title}
          onChange={(event) => item.editDraft('title', event.target.value)}
        />
        <TextAreaField
          ref={controlRef('description')}
          label={upload.labels.description}
          hint={counted('description')}
          error={errors.description}
          name="description"
          value={draft.description}
          onChange={(event) => item.editDraft('description', event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{pending === 'save' ? copy.saving : copy.save}</Button>
          <Button variant="outline" onClick={item.stopEditing}>
            {copy.keep}
          </Button>
        </div>
      </BusyForm>
    </div>
  );
}
