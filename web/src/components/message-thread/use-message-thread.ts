import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Message,
  messageLimits,
  type MessagePage,
  messagePollMilliseconds,
} from '../../../../shared/messages.ts';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import type { ThreadApi } from '../../api/messages-api.ts';
import { lowerUnreadMessages, setUnreadMessages } from '../../lib/unread-messages.ts';
import { useEndSession } from '../../lib/use-end-session.ts';
import { mergeMessages } from './merge-messages.ts';

type ThreadLoad =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

const pageVisible = () => document.visibilityState === 'visible';

/** A full page says there may be more before it. */
const mayHaveEarlier = (page: MessagePage) => page.messages.length >= messageLimits.page;

/**
 * A thread as its reader sees it: the newest page, then earlier ones on demand. While the page is
 * in sight it asks every 1.5 s whether anything changed (`…/unread`, decision 053) and reads the
 * newest page again when it did, so a message shows within 2 s; whatever is unread is marked read
 * whenever the page is in sight.
 */
export function useMessageThread(api: ThreadApi) {
  const endSession = useEndSession();
  const [load, setLoad] = useState<ThreadLoad>({ status: 'loading' });
  const [messages, setMessages] = useState<Message[]>([]);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const unread = useRef(0);

  const markReadIfSeen = useCallback(() => {
    const count = unread.current;
    if (count === 0 || !pageVisible()) return;
    unread.current = 0;
    // A failed mark is tried again with the next page that has something unread.
    api.markRead().then(
      () => lowerUnreadMessages(count),
      () => {},
    );
  }, [api]);

  const take = useCallback(
    (page: MessagePage) => {
      setMessages((shown) => mergeMessages(shown, page.messages));
      unread.current = page.unread;
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
        setHasEarlier(mayHaveEarlier(page));
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
    let changedAt: string | null | undefined;
    // A failed poll is tried again at the next tick; the thread shown stays.
    const poll = setInterval(() => {
      if (!pageVisible()) return;
      api
        .unread()
        .then(
          ({ unread: count, changed_at: changed }) => {
            if (!mounted) return;
            setUnreadMessages(count);
            if (changed === changedAt) return;
            changedAt = changed;
            return api.list().then((page) => mounted && take(page));
          },
          () => {},
        )
        .catch(() => {});
    }, messagePollMilliseconds);
    document.addEventListener('visibilitychange', markReadIfSeen);
    return () => {
      mounted = false;
      clearInterval(poll);
      document.removeEventListener('visibilitychange', markReadIfSeen);
    };
  }, [api, ready, take, markReadIfSeen]);

  /** The page before the oldest shown; rejects with why it could not be had. */
  async function loadEarlier() {
    const oldest = messages[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await api.list(oldest.id);
      setMessages((shown) => mergeMessages(shown, page.messages));
      setHasEarlier(mayHaveEarlier(page));
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
    show: (message: Message) => setMessages((shown) => mergeMessages(shown, [message])),
    /** A message deleted here, shown as such before the next read says so. */
    showDeleted: (id: string) =>
      setMessages((shown) =>
        shown.map((message) =>
          message.id === id ? { ...message, body: '', attachments: [], deleted: true } : message,
        ),
      ),
  };
}
