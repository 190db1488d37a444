import { Pencil, Trash2 } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useRef, useState } from 'react';
import type { Message } from '../../../../shared/messages.ts';
import type { ThreadApi } from '../../api/messages-api.ts';
import { messagesContent } from '../../content/messages.ts';
import { classNames } from '../../lib/class-names.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../button.tsx';
import { ConfirmStep } from '../confirm-step.tsx';
import { AttachmentButton } from './attachment-button.tsx';
import { MessageEditForm } from './message-edit-form.tsx';
import { MessageText } from './message-text.tsx';
import { useEditWindow } from './use-edit-window.ts';
import { useMessageFailure } from './use-message-failure.ts';

interface MessageItemProps {
  api: ThreadApi;
  message: Message;
  /** Written by the reader: theirs to edit (for five minutes) and to delete. */
  own: boolean;
  /** The author as the reader knows them ("Você", "Marina · Equipe"). */
  author: string;
  onChanged(message: Message): void;
  onDeleted(id: string): void;
}

/** One message: who and when, its text and files, "editada" or "mensagem apagada". */
export function MessageItem({ api, message, own, author, onChanged, onDeleted }: MessageItemProps) {
  const editable = useEditWindow(message.created_at) && own && !message.deleted;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const {
    open: confirming,
    triggerRef: deleteButton,
    start,
    cancel: keep,
    close,
  } = useConfirmStep();
  const { sending, send } = useSubmit();
  const reportFailure = useMessageFailure();
  const which = <span className="sr-only">{messagesContent.which(message.created_at)}</span>;

  function stopEditing() {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  }

  async function save(body: string) {
    const outcome = await send(() => api.edit(message.id, body));
    if ('error' in outcome) return reportFailure(outcome.error, messagesContent.toasts.editFailed);
    onChanged(outcome.answer);
    stopEditing();
  }

  async function remove() {
    const outcome = await send(() => api.remove(message.id));
    if ('error' in outcome)
      return reportFailure(outcome.error, messagesContent.toasts.removeFailed);
    close();
    onDeleted(message.id);
  }

  return (
    <li className={classNames('flex', own ? 'justify-end' : 'justify-start')}>
      <article
        className={classNames(
          'w-full max-w-[42rem] min-w-0 rounded-2xl px-4 py-3 sm:px-5',
          own ? 'bg-sand-200/70' : 'bg-ivory-50 ring-1 ring-sand-300',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-small text-ink-700">
          <span className="font-medium text-ink-900">{author}</span>
          <time dateTime={message.created_at}>{messagesContent.sentAt(message.created_at)}</time>
          {message.edited_at && !message.deleted && <span>· {messagesContent.edited}</span>}
        </p>
        {message.deleted ? (
          <p className="mt-1 text-ink-700 italic">{messagesContent.deleted}</p>
        ) : editing ? (
          <MessageEditForm
            message={message}
            busy={sending}
            onSave={(body) => void save(body)}
            onCancel={stopEditing}
          />
        ) : (
          <div className="mt-1 flex flex-col gap-3">
            {message.body && <MessageText text={message.body} />}
            {message.attachments.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {message.attachments.map((attachment) => (
                  <AttachmentButton key={attachment.id} api={api} attachment={attachment} />
                ))}
              </div>
            )}
          </div>
        )}
        {own && !message.deleted && !editing && (
          <div className="mt-2 flex flex-wrap gap-1">
            {editable && (
              <Button ref={editButton} variant="ghost" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {messagesContent.edit.action}
                {which}
              </Button>
            )}
            {!confirming && (
              <Button ref={deleteButton} variant="ghost" onClick={start}>
                <Trash2 aria-hidden="true" className="size-4" />
                {messagesContent.remove.action}
                {which}
              </Button>
            )}
          </div>
        )}
        {confirming && !message.deleted && (
          <ConfirmStep
            compact
            copy={messagesContent.remove}
            busy={sending}
            onConfirm={() => void remove()}
            onKeep={keep}
          />
        )}
      </article>
    </li>
  );
}
