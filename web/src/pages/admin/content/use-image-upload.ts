import { useState } from 'react';
import { type UploadedImage, uploadSiteImage } from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import type { UploadProgress } from '../../../api/api-upload.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { image: copy, toasts } = adminSiteContent;
const toastAction = 'image-upload';

/**
 * Sends one photo with its progress; `onUploaded` gets it once the server has converted it. A file
 * the server refuses is explained beside the field (`refusal`), the rest in a toast.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const reportFailure = useReportApiFailure();
  const { sending, send } = useSubmit();
  const [progress, setProgress] = useState<UploadProgress>({ sent: 0, total: 0 });
  const [refusal, setRefusal] = useState<string>();

  function failed(error: unknown) {
    // The file itself refused (too large, not a photo): said beside the button.
    if (error instanceof ApiError && error.field === 'file') {
      setRefusal(error.message);
      return notifyError(
        { title: toasts.uploadFailedTitle, description: error.message },
        toastAction,
      );
    }
    if (error instanceof ApiError && error.status === 0) {
      setRefusal(copy.interrupted);
      return notifyError(
        { title: toasts.uploadFailedTitle, description: copy.interrupted },
        toastAction,
      );
    }
    reportFailure(error, toasts.uploadFailedTitle, toastAction);
  }

  async function upload(file: File) {
    setRefusal(undefined);
    setProgress({ sent: 0, total: file.size });
    const outcome = await send(() => uploadSiteImage(file, setProgress));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.uploaded, toastAction);
    onUploaded(outcome.answer);
  }

  return {
    /** How much of the photo has gone, while it is sent. */
    progress: sending ? progress : null,
    refusal,
    upload: (file: File) => void upload(file),
  };
}
