import { useState } from 'react';
import { flushSync } from 'react-dom';
import { type UploadedImage, uploadSiteImage } from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import type { UploadProgress } from '../../../api/api-upload.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';

const { image: copy, toasts } = adminSiteContent;

/**
 * Sends one photo with its progress; `onUploaded` gets it once the server has converted it. A file
 * the server refuses is explained beside the field (`refusal`), the rest in a toast.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const reportFailure = useReportApiFailure();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusal, setRefusal] = useState<string>();

  function failed(error: unknown) {
    // The file itself refused (too large, not a photo): said beside the button.
    if (error instanceof ApiError && error.field === 'file') {
      setRefusal(error.message);
      return notifyError({ title: toasts.uploadFailedTitle, description: error.message });
    }
    if (error instanceof ApiError && error.status === 0) {
      setRefusal(copy.interrupted);
      return notifyError({ title: toasts.uploadFailedTitle, description: copy.interrupted });
    }
    reportFailure(error, toasts.uploadFailedTitle);
  }

  async function upload(file: File) {
    setRefusal(undefined);
    setProgress({ sent: 0, total: file.size });
    const outcome = await uploadSiteImage(file, setProgress).then(
      (image) => ({ image }),
      (error: unknown) => ({ error }),
    );
    flushSync(() => setProgress(null));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.uploaded);
    onUploaded(outcome.image);
  }

  return { progress, refusal, upload: (file: File) => void upload(file) };
}
