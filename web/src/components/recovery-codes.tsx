import { Copy, Download } from 'lucide-react';
import { recoveryCodesContent as content } from '../content/recovery-codes.ts';
import { saveFile } from '../lib/save-file.ts';
import { Button } from './button.tsx';
import { notifyError, notifySuccess } from './notify.ts';

async function copy(codes: string[]) {
  const copied = await navigator.clipboard.writeText(codes.join('\n')).then(
    () => true,
    () => false,
  );
  if (copied) notifySuccess(content.copied);
  else notifyError(content.copyFailed);
}

function download(codes: string[]) {
  saveFile(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), content.fileName);
}

/** An account's recovery codes, shown once: the list, and buttons to copy or save them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <ul
        aria-label={content.listLabel}
        className="grid w-full grid-cols-1 gap-2 rounded-xl bg-white p-4 font-mono text-body tracking-wider text-ink-900 ring-1 ring-sand-300 min-[380px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => void copy(codes)}>
          <Copy aria-hidden="true" className="size-4" />
          {content.copy}
        </Button>
        <Button variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden="true" className="size-4" />
          {content.download}
        </Button>
      </div>
    </div>
  );
}
