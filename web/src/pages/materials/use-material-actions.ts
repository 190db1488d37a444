import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Material, MaterialLink } from '../../../../shared/materials.ts';
import { ApiError } from '../../api/api-client.ts';
import { downloadUrl, requestMaterialLink } from '../../api/materials-api.ts';
import { notifyError } from '../../components/notify.ts';
import { materialsContent } from '../../content/materials.ts';
import { downloadFrom } from '../../lib/save-file.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';

const { toasts } = materialsContent;

type MaterialAction = 'view' | 'open' | 'download';

/**
 * A card's ways to its file, each through a fresh link: shown in the card (`viewUrl`), opened in a
 * new tab, or downloaded; `seen` once the client has opened it, before or now. `onGone` is called
 * when the material was unpublished meanwhile.
 */
export function useMaterialActions(material: Material, onGone: () => void) {
  const reportFailure = useReportApiFailure();
  const { sending, send } = useSubmit();
  const [action, setAction] = useState<MaterialAction>('view');
  const pending = sending ? action : null;
  const [viewUrl, setViewUrl] = useState<string | null>(null);
  /** A link was given, so the server now counts the material as opened by this client. */
  const [openedHere, setOpenedHere] = useState(false);
  const viewButtonRef = useRef<HTMLButtonElement>(null);

  async function fetchLink(asked: MaterialAction): Promise<MaterialLink | undefined> {
    setAction(asked);
    const outcome = await send(() => requestMaterialLink(material.id));
    if ('answer' in outcome) {
      setOpenedHere(true);
      return outcome.answer;
    }
    const title = asked === 'download' ? toasts.downloadFailedTitle : toasts.openFailedTitle;
    if (outcome.error instanceof ApiError && outcome.error.status === 404) {
      notifyError({ title, description: toasts.gone });
      return void onGone();
    }
    reportFailure(outcome.error, title);
  }

  function closeView() {
    flushSync(() => setViewUrl(null));
    viewButtonRef.current?.focus();
  }

  return {
    pending,
    viewUrl,
    seen: material.opened_at !== null || openedHere,
    viewButtonRef,
    async view() {
      if (pending) return;
      const link = await fetchLink('view');
      if (link) setViewUrl(link.url);
    },
    closeView,
    /** The player or the picture could not load the file (an expired link, say). */
    viewFailed() {
      notifyError(toasts.playFailed);
      closeView();
    },
    async open() {
      if (pending) return;
      // A tab opened once the link has come is no longer the click's doing, and pop-up blockers
      // stop it: the tab opens now, blank, and goes to the file when the link comes.
      const tab = window.open('', '_blank');
      const link = await fetchLink('open');
      if (!link) return tab?.close();
      const url = new URL(link.url, window.location.origin).href;
      // Pop-ups refused altogether: the file opens in this tab instead.
      if (!tab) return window.location.assign(url);
      tab.opener = null;
      tab.location.href = url;
    },
    async download() {
      if (pending) return;
      const link = await fetchLink('download');
      if (link) downloadFrom(downloadUrl(link));
    },
  };
}

export type MaterialActions = ReturnType<typeof useMaterialActions>;
