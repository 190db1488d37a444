import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type MaterialChanges,
  materialChanges,
  type TeamMaterial,
} from '../../../../../shared/materials.ts';
import { changeMaterial, deleteMaterial } from '../../../api/admin-materials-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { toasts } = adminMaterialsContent;

const editFields = ['title', 'description'] as const;
type EditField = (typeof editFields)[number];
const isEditField = (name: unknown): name is EditField =>
  editFields.some((field) => field === name);

export type LibraryAction = 'publish' | 'save' | 'delete';

interface LibraryItemOptions {
  material: TeamMaterial;
  /** The server answered the material as it is now. */
  onChanged(material: TeamMaterial): void;
  /** The material is gone (deleted here, or before): the library is read again. */
  onGone(): void;
}

/**
 * What the team does to one material: publish or unpublish it, edit its title and description
 * (checked by the shared schema), delete it. `pending` is the action on its way.
 */
export function useLibraryItem({ material, onChanged, onGone }: LibraryItemOptions) {
  const toastAction = `material:${material.id}`;
  const reportFailure = useReportApiFailure();
  const { sending, send } = useSubmit();
  const [action, setAction] = useState<LibraryAction>('publish');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ title: '', description: '' });
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(editFields);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  /** The form closes; the keyboard goes back to "Editar". */
  function stopEditing() {
    flushSync(() => setEditing(false));
    editButtonRef.current?.focus();
  }

  function failed(error: unknown, title: string) {
    if (error instanceof ApiError && error.status === 404) {
      notifyError({ title, description: toasts.gone }, toastAction);
      return onGone();
    }
    if (error instanceof ApiError && isEditField(error.field)) {
      refuse({ [error.field]: error.message });
      return notifyError({ title, description: error.message }, toastAction);
    }
    reportFailure(error, title, toastAction);
  }

  async function change(changing: LibraryAction, changes: MaterialChanges) {
    setAction(changing);
    const outcome = await send(() => changeMaterial(material.id, changes));
    if ('error' in outcome) return failed(outcome.error, toasts.changeFailedTitle);
    const { answer: changed } = outcome;
    if (changing === 'save') {
      stopEditing();
      notifySuccess(toasts.saved(changed.title), toastAction);
    } else {
      notifySuccess(
        (changed.published ? toasts.published : toasts.unpublished)(changed.title),
        toastAction,
      );
    }
    onChanged(changed);
  }

  return {
    /** The action on its way, if any. */
    pending: sending ? action : null,
    editing,
    draft,
    errors,
    controlRef,
    togglePublished: () => void change('publish', { published: !material.published }),
    startEditing() {
      setDraft({ title: material.title, description: material.description ?? '' });
      clearAll();
      setEditing(true);
    },
    stopEditing,
    editButtonRef,
    editDraft(field: EditField, value: string) {
      setDraft((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    save() {
      const checked = materialChanges.safeParse(draft);
      if (!checked.success) {
        const found: Partial<Record<EditField, string>> = {};
        for (const { path, message } of checked.error.issues) {
          const [field] = path;
          if (isEditField(field)) found[field] ??= message;
        }
        refuse(found);
        return notifyError(toasts.editInvalid, toastAction);
      }
      void change('save', checked.data);
    },
    async remove() {
      setAction('delete');
      const outcome = await send(() => deleteMaterial(material.id));
      if ('error' in outcome) return failed(outcome.error, toasts.deleteFailedTitle);
      notifySuccess(toasts.deleted(material.title), toastAction);
      onGone();
    },
  };
}

export type LibraryItemState = ReturnType<typeof useLibraryItem>;
