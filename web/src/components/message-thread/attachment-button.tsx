import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import type { Message } from '../../../../shared/messages.ts';
import type { ThreadApi } from '../../api/messages-api.ts';
import { messagesContent } from '../../content/messages.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { Button } from '../button.tsx';

interface AttachmentButtonProps {
  api: ThreadApi;
  attachment: Message['attachments'][number];
}

/**
 * A message's file, opened in a new tab through a fresh link bound to the session, as a material
 * is: the tab opens on the click (pop-up blockers allow that), and goes to the file once the link
 * comes.
 */
export function AttachmentButton({ api, attachment }: AttachmentButtonProps) {
  const reportFailure = useReportApiFailure();
  const [opening, setOpening] = useState(false);

  async function open() {
    if (opening) return;
    setOpening(true);
    const tab = window.open('', '_blank');
    try {
      const link = await api.link(attachment.id);
      const url = new URL(link.url, window.location.origin).href;
      if (!tab) return window.location.assign(url);
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      reportFailure(error, messagesContent.toasts.openFailed);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button
      variant="outline"
      aria-disabled={opening}
      onClick={() => void open()}
      className="max-w-full"
    >
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">
        {opening
          ? messagesContent.openingAttachment
          : messagesContent.attachment(attachment.file_name, attachment.size)}
      </span>
      <span className="sr-only">{` ${messagesContent.newTab}`}</span>
    </Button>
  );
}
