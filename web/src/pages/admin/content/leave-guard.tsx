import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { type ContentEditor, useAutosaveState } from './use-content-editor.ts';

/** Asks the browser to confirm closing or reloading the tab. */
const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/**
 * While edits are not saved in the team's draft yet (the pause before a save, a save on its way or
 * refused), leaving the page asks first: another page of the site gets a confirmation here,
 * closing or reloading the tab the browser's own.
 */
export function LeaveGuard({ editor }: { editor: ContentEditor }) {
  const unsaved = useAutosaveState(editor.autosave).pending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/60 p-5">
      <div className="w-full max-w-md rounded-2xl bg-ivory-50 shadow-xl">
        <ConfirmStep
          copy={adminSiteContent.leave}
          busy={false}
          onConfirm={() => blocker.proceed()}
          onKeep={() => blocker.reset()}
        />
      </div>
    </div>
  );
}
