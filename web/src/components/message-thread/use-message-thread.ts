import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import type { MessagePage, ThreadApi, ThreadMessage } from '../../api/messages-api.ts';
import { setUnreadMessages } from '../../lib/unread-messages.ts';
import { useEndSession } from '../../lib/use-end-session.ts';
import { mergeMessages } from './merge-messages.ts';

/** How often an open thread asks for what is new: a message shows on the other side within 2 s. */
export const threadPollMs = 1500;

type ThreadLoad =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

const pageVisible = () => document.visibilityState === 'visible';

/**
 * A thread as its reader sees it: the newest page, then earlier ones on demand; what is new is
 * asked for every `threadPollMs` while the page is in sight, and read marks go to the server
 * whenever the page is in sight with something unread.
 */
export function useMessageThread(api: ThreadApi) {
  const endSession = useEndSession();
  const [load, setLoad] = useState<ThreadLoad>({ status: 'loading' });
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const unread = useRef(0);

  const markReadIfSeen = useCallback(() => {
    if (unread.current === 0 || !pageVisible()) return;
    unread.current = 0;
    api.markRead().then(
      () => setUnreadMessages(0),
      () => {},
    );
  }, [api]);

  const take = useCallback(
    (page: MessagePage) => {
      setMessages((shown) => mergeMessages(shown, page.messages));
      unread.current = page.unread;
      setUnreadMessages(page.unread);
      markReadIfSeen();
    },
    [markReadIfSeen],
  );

  useEffect(() => {
    let mounted = true;
    api.list().then(
      (page) => {
        if (!mounted) return;
        take(page);
        setHasEarlier(page.messages.length > 0);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!mounted) return;
        if (error instanceof ApiError && error.signedOut) return void endSession();
        setLoad({ status: 'failed', message: apiErrorMessage(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [api, attempt, take, endSession]);

  const ready = load.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    let mounted = true;
    const poll = setInterval(() => {
      if (!pageVisible()) return;
      // A failed poll is tried again at the next tick; the thread shown stays.
      api.list().then(
        (page) => mounted && take(page),
        () => {},
      );
    }, threadPollMs);
    document.addEventListener('visibilitychange', markReadIfSeen);
    return () => {
      mounted = false;
      clearInterval(poll);
      document.removeEventListener('visibilitychange', markReadIfSeen);
    };
  }, [api, ready, take, markReadIfSeen]);

  async function loadEarlier() {
    const oldest = messages[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await api.list(oldest.id);
      setMessages((shown) => mergeMessages(shown, page.messages));
      setHasEarlier(page.messages.length > 0);
    } finally {
      setLoadingEarlier(false);
    }
  }

  return {
    load,
    messages,
    hasEarlier,
    loadingEarlier,
    loadEarlier,
    retry: () => {
      setLoad({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    /** What a send or an edit answered, in its place. */
    show: (message: ThreadMessage) => setMessages((shown) => mergeMessages(shown, [message])),
    /** A message deleted here, shown as such before the next poll says so. */
    showDeleted: (id: string) =>
      setMessages((shown) =>
        shown.map((message) =>
          message.id === id ? { ...message, body: '', attachments: [], deleted: true } : message,
        ),
      ),
  };
}

export type MessageThreadState = ReturnType<typeof useMessageThread>;
