import { CircleDot, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { classNames } from '../../../lib/class-names.ts';
import { type ContentEditor, useAutosaveState, useUnsaved } from './use-content-editor.ts';

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

/** Where the team's draft stands, said quietly: no toast for each save. */
function DraftStatus({ editor }: { editor: ContentEditor }) {
  const { saved, failed } = useAutosaveState(editor.autosave);
  const stale = editor.draftBase < editor.live.version;
  return (
    <>
      <p aria-live="polite" className="text-small text-ink-700">
        {failed ? copy.draftNotSaved : saved && copy.draftSaved(saved.at, saved.by)}
      </p>
      {stale && <p className="text-small font-medium text-brass-700">{copy.staleDraft}</p>}
    </>
  );
}

/** "Descartar rascunho", after a confirmation: the draft goes back to what is live. */
function DiscardDraft({ editor }: { editor: ContentEditor }) {
  const [asking, setAsking] = useState(false);
  const { saved, pending } = useAutosaveState(editor.autosave);
  const unpublished = useUnsaved(editor);
  if (!asking) {
    if (!saved && !pending && !unpublished) return null;
    return (
      <Button variant="outline" disabled={editor.publishing} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.discard}
      </Button>
    );
  }
  return (
    <div className="basis-full">
      <ConfirmStep
        compact
        copy={copy.confirmDiscard}
        busy={editor.discarding}
        onConfirm={() => void editor.discard().finally(() => setAsking(false))}
        onKeep={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * On top of the form, and in sight while it scrolls (on a phone too): which version is live,
 * where the team's draft stands, and "Publicar".
 */
export function PublishBar({ editor }: { editor: ContentEditor }) {
  const { live, publishing } = editor;
  const unsaved = useUnsaved(editor);
  return (
    <section
      aria-label={copy.label}
      className={classNames(raisedCardClassName, 'sticky top-0 z-20 !py-4 sm:!py-5 xl:top-3')}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">{copy.live(live.version)}</p>
          {live.published_at && (
            <p className="text-small text-ink-700">
              {copy.publishedBy(live.published_at, live.published_by?.email ?? null)}
            </p>
          )}
          <DraftStatus editor={editor} />
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
          <DiscardDraft editor={editor} />
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
