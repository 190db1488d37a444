import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page prerendered at build time is taken over (and during that build), true from
 * the first render after: what only the browser knows (the configured password minimum, whether the
 * form can be sent) is shown then, so the first render matches the HTML it takes over.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
