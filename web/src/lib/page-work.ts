import { useSyncExternalStore } from 'react';

/**
 * What a page change waits for besides the router: a console page's code (fetched as it renders)
 * and a page's first data. The progress bar shows while any of it, or the router, is still under
 * way (components/navigation-progress.tsx).
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  pending += by;
  listeners.forEach((listener) => listener());
}

/** Counts `work` as under way until it settles; hands it back as it is. */
export function trackPageWork<T>(work: Promise<T>): Promise<T> {
  changed(1);
  const settled = () => changed(-1);
  work.then(settled, settled);
  return work;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any tracked work is under way. */
export const usePageWorkPending = () =>
  useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
