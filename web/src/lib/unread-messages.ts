import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many messages the signed-in reader has not read, for the menu's badge: read when a menu
 * appears, and set by the thread as it reads (its polls, its "marked read"). One count per tab.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadMessages(count: number) {
  if (count === unread) return;
  unread = count;
  listeners.forEach((listener) => listener());
}

/** `count` messages were just marked read: the badge need not wait for the next poll. */
export const lowerUnreadMessages = (count: number) =>
  setUnreadMessages(Math.max(0, unread - count));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The count, asked of `readCount` when `signedIn` (a menu's mount); a failed read leaves the badge
 * as it was, since the menu has nothing to say about it.
 */
export function useUnreadMessages(readCount: () => Promise<number>, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return setUnreadMessages(0);
    let mounted = true;
    readCount().then(
      (count) => mounted && setUnreadMessages(Number.isInteger(count) ? count : 0),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [readCount, signedIn]);
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}
