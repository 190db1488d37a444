import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { SiteContent } from '../../../../../shared/site-content/schema.ts';
import { fetchContentVersion, restoreContentVersion } from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { ContentEditor } from './use-content-editor.ts';

const { toasts } = adminSiteContent;
const toastAction = 'content-version';

interface ViewedVersion {
  version: number;
  content: SiteContent;
}

/** A published version shown in the preview instead of the draft, and restoring it. */
export function useVersionView(editor: ContentEditor, onDone: () => void) {
  const reportFailure = useReportApiFailure();
  const [viewing, setViewing] = useState<ViewedVersion | null>(null);
  const { sending: restoring, send } = useSubmit();

  async function view(version: number) {
    if (viewing?.version === version) return setViewing(null);
    const outcome = await fetchContentVersion(version).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.viewFailedTitle, toastAction);
    setViewing({ version, content: outcome.answer.content });
  }

  async function restore() {
    if (!viewing) return;
    const outcome = await send(() => restoreContentVersion(viewing.version));
    if ('error' in outcome) {
      const { error } = outcome;
      if (error instanceof ApiError && error.code === 'render_failed') {
        return notifyError(
          { title: toasts.restoreFailedTitle, description: error.message },
          toastAction,
        );
      }
      return reportFailure(error, toasts.restoreFailedTitle, toastAction);
    }
    await editor.adoptRestored(outcome.answer);
    notifySuccess(toasts.restored(outcome.answer.version, viewing.version), toastAction);
    flushSync(() => setViewing(null));
    onDone();
  }

  return {
    viewing,
    restoring,
    view: (version: number) => void view(version),
    restore: () => void restore(),
    close() {
      flushSync(() => setViewing(null));
      onDone();
    },
  };
}
