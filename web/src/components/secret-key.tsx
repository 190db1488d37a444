import { Copy } from 'lucide-react';
import { Button } from './button.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { twoFactorContent } from '../content/two-factor.ts';

const { enrolment: content } = twoFactorContent.section;

/** Groups of four, as authenticator apps show keys: easier to copy by eye. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

async function copy(secret: string) {
  const copied = await navigator.clipboard.writeText(secret).then(
    () => true,
    () => false,
  );
  if (copied) notifySuccess(content.keyCopied, 'key-copy');
  else notifyError(content.copyFailed, 'key-copy');
}

/** The factor's key to type by hand, grouped for reading, and a button that copies it whole. */
export function SecretKey({ secret }: { secret: string }) {
  return (
    <div className="mt-3 flex flex-col items-start gap-3">
      <code className="max-w-full rounded-xl bg-white px-4 py-3 font-mono text-body tracking-wider break-words text-ink-900 ring-1 ring-sand-300">
        {grouped(secret)}
      </code>
      <Button variant="outline" onClick={() => void copy(secret)}>
        <Copy aria-hidden="true" className="size-4" />
        {content.copyKey}
      </Button>
    </div>
  );
}
