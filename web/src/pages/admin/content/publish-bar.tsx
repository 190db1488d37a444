import { CircleDot, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { classNames } from '../../../lib/class-names.ts';
import { type ContentEditor, useUnsaved } from './use-content-editor.ts';

const { publishBar: copy, conflict: conflictCopy } = adminSiteContent;

/** Someone else published first: say so, and offer to start again from what is live. */
function ConflictAlert({ onReload }: { onReload(): Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="alert"
      className="mt-5 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 sm:p-5"
    >
      <p className="font-display text-title-4 font-semibold text-ink-900">{conflictCopy.title}</p>
      <p className="mt-1 mb-4 text-small leading-relaxed text-ink-700">{conflictCopy.text}</p>
      <Button
        ref={button}
        variant="outline"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void onReload().finally(() => setReloading(false));
        }}
      >
        {reloading ? conflictCopy.reloading : conflictCopy.reload}
      </Button>
    </div>
  );
}

/**
 * On top of the form, and in sight while it scrolls: which version is live, whether the draft has
 * changes still to publish, and "Publicar".
 */
export function PublishBar({ editor }: { editor: ContentEditor }) {
  const { live, publishing } = editor;
  const unsaved = useUnsaved(editor);
  return (
    <section
      aria-label={copy.label}
      className={classNames(raisedCardClassName, 'z-20 !py-4 sm:!py-5 xl:sticky xl:top-3')}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">{copy.live(live.version)}</p>
          {live.published_at && (
            <p className="text-small text-ink-700">
              {copy.publishedBy(live.published_at, live.published_by?.email ?? null)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <p
            className={classNames(
              'flex items-center gap-2 text-small font-medium',
              unsaved ? 'text-brass-700' : 'text-ink-600',
            )}
          >
            <CircleDot aria-hidden="true" className="size-4" />
            {unsaved ? copy.unsaved : copy.upToDate}
          </p>
          <Button size="lg" disabled={publishing} onClick={editor.publish}>
            <Send aria-hidden="true" className="size-4" />
            {publishing ? copy.publishing : copy.publish}
          </Button>
        </div>
      </div>
      {editor.conflict && <ConflictAlert onReload={editor.reload} />}
    </section>
  );
}
