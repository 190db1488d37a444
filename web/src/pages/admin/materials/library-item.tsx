import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { TeamMaterial } from '../../../../../shared/materials.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { materialsContent } from '../../../content/materials.ts';
import { classNames } from '../../../lib/class-names.ts';
import { fileFormat } from '../../../lib/file-format.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { libraryColumns } from './library-columns.ts';
import { MaterialEditForm } from './material-edit-form.tsx';
import { useLibraryItem } from './use-library-item.ts';

const { library: copy } = adminMaterialsContent;

interface LibraryItemProps {
  material: TeamMaterial;
  onChanged(material: TeamMaterial): void;
  onGone(): void;
}

/**
 * One material of the library: a card on a phone, a row of the table on a wide screen; its
 * format, size, state and last change; publish or unpublish, edit, delete (after a confirmation).
 */
export function LibraryItem({ material, onChanged, onGone }: LibraryItemProps) {
  const item = useLibraryItem({ material, onChanged, onGone });
  const { pending, editing, editButtonRef } = item;
  const { open: confirming, triggerRef: deleteButton, start, cancel: keep } = useConfirmStep();
  const which = <span className="sr-only">{copy.which(material.title)}</span>;
  const format = fileFormat(material.content_type);

  return (
    <li
      className={classNames(
        'grid gap-3 rounded-2xl border border-sand-300 bg-white p-5 xl:items-center xl:gap-6 xl:rounded-none xl:border-0 xl:border-b xl:bg-transparent xl:px-2 xl:py-4',
        libraryColumns,
      )}
    >
      {editing ? (
        <MaterialEditForm item={item} className="xl:col-span-full" />
      ) : (
        <>
          <div className="min-w-0">
            <h3 className="font-display text-title-4 font-medium break-words text-ink-900">
              {material.title}
            </h3>
            {material.description && (
              <p className="mt-1 line-clamp-2 text-small break-words text-ink-700">
                {material.description}
              </p>
            )}
            <p className="mt-1 text-caption break-all text-ink-600">{material.file_name}</p>
          </div>
          <p className="text-small text-ink-700 tabular-nums">
            {format && `${format} · `}
            {materialsContent.fileSize(material.size)}
          </p>
          <p>
            <span
              className={classNames(
                'inline-flex rounded-full px-2.5 py-0.5 text-caption font-semibold',
                material.published ? 'bg-ink-900 text-brass-300' : 'bg-sand-200 text-ink-900',
              )}
            >
              {material.published ? copy.published : copy.draft}
            </span>
          </p>
          <p className="text-small text-ink-700">
            <span className="xl:sr-only">{copy.columns.changed} </span>
            <time dateTime={material.updated_at}>{copy.changed(material.updated_at)}</time>
          </p>
          <div className="flex flex-wrap gap-2 xl:justify-end">
            <Button
              variant="outline"
              disabled={pending !== null || confirming}
              onClick={item.togglePublished}
            >
              {material.published ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
              {pending === 'publish'
                ? copy.saving
                : material.published
                  ? copy.unpublish
                  : copy.publish}
              {which}
            </Button>
            <Button
              ref={editButtonRef}
              variant="ghost"
              disabled={pending !== null || confirming}
              onClick={item.startEditing}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {copy.edit}
              {which}
            </Button>
            <Button
              ref={deleteButton}
              variant="ghost"
              disabled={pending !== null || confirming}
              onClick={start}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {copy.delete}
              {which}
            </Button>
          </div>
        </>
      )}
      {confirming && (
        <div className="xl:col-span-full">
          <ConfirmStep
            compact
            copy={copy.confirmDelete}
            busy={pending === 'delete'}
            onConfirm={() => void item.remove()}
            onKeep={keep}
          />
        </div>
      )}
    </li>
  );
}
