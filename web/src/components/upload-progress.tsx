import type { UploadProgress as Progress } from '../api/api-upload.ts';
import { adminMaterialsContent } from '../content/admin-materials.ts';

const { upload: copy } = adminMaterialsContent;

/** How much of the file has gone: a bar, and the share in words. */
export function UploadProgress({ progress }: { progress: Progress }) {
  const fraction = progress.total > 0 ? progress.sent / progress.total : 0;
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={copy.progress(fraction)}
        className="h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-brass-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-small font-medium text-ink-700 tabular-nums">{copy.progress(fraction)}</p>
    </div>
  );
}
