import { History, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { type ContentEditor, useUnsaved } from './use-content-editor.ts';

const { preview: copy, versions } = adminSiteContent;

interface VersionBannerProps {
  version: number;
  /** Whose draft restoring would replace. */
  editor: ContentEditor;
  restoring: boolean;
  onRestore(): void;
  onBack(): void;
}

/** Above the preview while it shows a published version: which one, restore it, or go back. */
export function VersionBanner({
  version,
  editor,
  restoring,
  onRestore,
  onBack,
}: VersionBannerProps) {
  const unsaved = useUnsaved(editor);
  const { open: confirming, triggerRef: restoreButton, start, cancel: keep } = useConfirmStep();
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), [version]);
  return (
    <div className="rounded-2xl border border-brass-400 bg-ivory-100 p-4">
      <p ref={said} tabIndex={-1} className="flex items-start gap-2 font-medium text-ink-900">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-700" />
        {copy.viewing(version)}
      </p>
      {confirming ? (
        <div className="mt-4">
          <ConfirmStep
            copy={versions.confirmRestore(version, unsaved)}
            busy={restoring}
            onConfirm={onRestore}
            onKeep={keep}
            compact
          />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button ref={restoreButton} onClick={start}>
            {versions.restore}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            <Undo2 aria-hidden="true" className="size-4" />
            {copy.backToDraft}
          </Button>
        </div>
      )}
    </div>
  );
}
