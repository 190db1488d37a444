import { useState } from 'react';
import type { Message } from '../../../../shared/messages.ts';
import type { ThreadApi } from '../../api/messages-api.ts';
import { messagesContent } from '../../content/messages.ts';
import { Button } from '../button.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { LoadingStatus } from '../loading-status.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem } from './message-item.tsx';
import { useMessageFailure } from './use-message-failure.ts';
import { useMessageThread } from './use-message-thread.ts';

interface MessageThreadProps {
  /** The thread's calls: the client's own, or one client's as the team reads it. */
  api: ThreadApi;
  /**
   * Whether the reader wrote `message` (theirs to edit and delete), beyond those sent from this
   * page, which are.
   */
  isOwn(message: Message): boolean;
}

/**
 * A thread between a client and the team, the same on both sides: the messages oldest first with
 * the earlier ones on demand, what is new within 2 s, and the box to write in.
 */
export function MessageThread({ api, isOwn }: MessageThreadProps) {
  const thread = useMessageThread(api);
  const [sentHere, setSentHere] = useState<ReadonlySet<string>>(new Set());
  const reportFailure = useMessageFailure();
  const { load, messages } = thread;

  if (load.status === 'loading') {
    return (
      <div className="mt-6">
        <LoadingStatus label={messagesContent.loading} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <LoadFailed
        className="mt-6"
        title={messagesContent.loadFailed}
        message={load.message}
        onRetry={thread.retry}
      />
    );
  }

  const own = (message: Message) => sentHere.has(message.id) || isOwn(message);
  const authorOf = (message: Message) => {
    if (own(message)) return messagesContent.you;
    return message.author.role === 'staff'
      ? messagesContent.team(message.author.name)
      : message.author.name;
  };

  return (
    <div className="mt-6 flex flex-col gap-6">
      {thread.hasEarlier && (
        <Button
          variant="outline"
          className="self-center"
          aria-disabled={thread.loadingEarlier}
          onClick={() =>
            void thread
              .loadEarlier()
              .catch((error: unknown) => reportFailure(error, messagesContent.loadFailed))
          }
        >
          {thread.loadingEarlier ? messagesContent.loadingEarlier : messagesContent.loadEarlier}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 px-6 py-8 text-center text-ink-700">
          {messagesContent.empty}
        </p>
      ) : (
        // A live region: a message that arrives is read out where it appears.
        <ol
          aria-label={messagesContent.listLabel}
          aria-live="polite"
          aria-relevant="additions"
          className="flex flex-col gap-3"
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              api={api}
              message={message}
              own={own(message)}
              author={authorOf(message)}
              onChanged={thread.show}
              onDeleted={thread.showDeleted}
            />
          ))}
        </ol>
      )}
      <MessageComposer
        api={api}
        onSent={(message) => {
          setSentHere((ids) => new Set(ids).add(message.id));
          thread.show(message);
        }}
      />
    </div>
  );
}
