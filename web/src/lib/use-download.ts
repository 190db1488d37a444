import { useState } from 'react';
import { saveFile } from './save-file.ts';
import { useReportApiFailure } from './use-report-api-failure.ts';

/**
 * A file only the signed-in user may read, fetched with the session (`read`) and handed to the
 * browser's downloads as `fileName`; a failure is told under `failedTitle`. `downloading` while it
 * comes, when a second click does nothing.
 */
export function useDownload(read: () => Promise<Blob>, fileName: string, failedTitle: string) {
  const reportFailure = useReportApiFailure();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    const outcome = await read().then(
      (file) => ({ file }),
      (error: unknown) => ({ error }),
    );
    setDownloading(false);
    if ('error' in outcome) return reportFailure(outcome.error, failedTitle);
    saveFile(outcome.file, fileName);
  }

  return { downloading, download: () => void download() };
}
