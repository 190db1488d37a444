import { Copy, Download } from 'lucide-react';
import { recoveryCodesContent } from '../content/recovery-codes.ts';
import { saveFile } from '../lib/save-file.ts';
import { Button } from './button.tsx';
import { notifyError, notifySuccess } from './notify.ts';

const { shown: content } = recoveryCodesContent;

async function copy(codes: string[]) {
  const copied = await navigator.clipboard.writeText(codes.join('\n')).then(
    () => true,
    () => false,
  );
  if (copied) notifySuccess(content.copied, 'recovery-codes-copy');
  else notifyError(content.copyFailed, 'recovery-codes-copy');
}

function download(codes: string[]) {
  const text = [content.fileHeading, '', ...codes, '', content.fileNote, ''].join('\n');
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), content.fileName);
}

interface RecoveryCodesProps {
  codes: string[];
  /** The heading's level where the list is shown: under a page's title (h2) or a section's (h3). */
  heading?: 'h2' | 'h3';
}

/** A new set of recovery codes, shown once: the list, and buttons to copy or save it as text. */
export function RecoveryCodes({ codes, heading: Heading = 'h3' }: RecoveryCodesProps) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Heading className="font-medium text-ink-900">{content.heading}</Heading>
        <p className="mt-2 max-w-prose text-small text-ink-700">{content.lead}</p>
      </div>
      <ul
        aria-label={content.listLabel}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-white px-5 py-4 font-mono text-body tracking-wider text-ink-900 ring-1 ring-sand-300"
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
