import { useState } from 'react';
import { materialUploadFields, type TeamMaterial } from '../../../../../shared/materials.ts';
import { uploadMaterial } from '../../../api/admin-materials-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import type { UploadProgress } from '../../../api/api-upload.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { type FieldErrors, useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { upload: copy, toasts } = adminMaterialsContent;
const toastAction = 'material-upload';

const uploadFields = ['file', 'title', 'description'] as const;
type UploadField = (typeof uploadFields)[number];
const isUploadField = (name: unknown): name is UploadField =>
  uploadFields.some((field) => field === name);

/** "Guia da sucessão.pdf" → "Guia da sucessão": a first title the team may keep. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '');

/**
 * The upload form: the chosen file (dropped or picked), its title, description and publication;
 * `submit()` checks them by the shared schema, sends them with progress, and reports the outcome.
 */
export function useMaterialUpload(onUploaded: (material: TeamMaterial) => void) {
  const reportFailure = useReportApiFailure();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  /** The title is still the one taken from the file's name: a new file replaces it. */
  const [titleFromFile, setTitleFromFile] = useState(true);
  const [description, setDescription] = useState('');
  const [published, setPublished] = useState(false);
  const { sending, send } = useSubmit();
  const [progress, setProgress] = useState<UploadProgress>({ sent: 0, total: 0 });
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(uploadFields);

  function failed(error: unknown) {
    if (error instanceof ApiError && isUploadField(error.field)) {
      refuse({ [error.field]: error.message });
      return notifyError(
        { title: toasts.uploadFailedTitle, description: error.message },
        toastAction,
      );
    }
    if (error instanceof ApiError && error.status === 0) {
      return notifyError(
        { title: toasts.uploadFailedTitle, description: copy.interrupted },
        toastAction,
      );
    }
    reportFailure(error, toasts.uploadFailedTitle, toastAction);
  }

  async function submit() {
    const checked = materialUploadFields.safeParse({
      title,
      description,
      published: String(published),
    });
    const found: FieldErrors<UploadField> = file ? {} : { file: copy.fileMissing };
    for (const { path, message } of checked.error?.issues ?? []) {
      const [field] = path;
      if (isUploadField(field)) found[field] ??= message;
    }
    if (!file || !checked.success || Object.keys(found).length > 0) {
      refuse(found);
      return notifyError(toasts.uploadInvalid, toastAction);
    }
    setProgress({ sent: 0, total: file.size });
    const outcome = await send(() => uploadMaterial({ file, ...checked.data }, setProgress));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.uploaded(outcome.answer.title), toastAction);
    setFile(null);
    setTitle('');
    setTitleFromFile(true);
    setDescription('');
    setPublished(false);
    clearAll();
    onUploaded(outcome.answer);
  }

  return {
    file,
    title,
    description,
    published,
    /** How much of the file has gone, while it is sent. */
    progress: sending ? progress : null,
    errors,
    controlRef,
    submit: () => void submit(),
    choose(chosen: File) {
      // A file dropped while another is on its way waits for the next upload.
      if (sending) return;
      setFile(chosen);
      clear('file');
      if (titleFromFile) {
        setTitle(titleOf(chosen));
        clear('title');
      }
    },
    changeTitle(value: string) {
      setTitle(value);
      setTitleFromFile(value === '');
      clear('title');
    },
    changeDescription(value: string) {
      setDescription(value);
      clear('description');
    },
    setPublished,
  };
}
