import { useSyncExternalStore } from 'react';
import type { SiteContent } from '../../../../../shared/site-content/schema.ts';
import { type ContentPath, isWithin, valueAt, withValueAt } from './content-path.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The draft and its refusals, outside React's state: each field subscribes to its own place in the
 * document, so a keystroke redraws that field (and the preview), not the few hundred others.
 */
export function createDraftStore(initial: SiteContent) {
  let draft = initial;
  let errors: FieldErrors = {};
  const listeners = new Set<() => void>();
  const editListeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called on the team's edits only, not when the draft starts again (`reset`). */
    subscribeToEdits(listener: () => void) {
      editListeners.add(listener);
      return () => void editListeners.delete(listener);
    },
    draft: () => draft,
    errors: () => errors,
    /** Puts `value` at `path`; the errors at and inside it go. */
    change<V>(path: ContentPath<V>, value: V) {
      draft = withValueAt(draft, path, value);
      if (Object.keys(errors).some((at) => isWithin(at, path))) {
        errors = Object.fromEntries(Object.entries(errors).filter(([at]) => !isWithin(at, path)));
      }
      notify();
      editListeners.forEach((listener) => listener());
    },
    refuse(found: FieldErrors) {
      errors = found;
      notify();
    },
    /** Starts again from `content`, with no errors. */
    reset(content: SiteContent) {
      draft = content;
      errors = {};
      notify();
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The whole draft, redrawn on every change. */
export const useDraft = (store: DraftStore) => useSyncExternalStore(store.subscribe, store.draft);

/** What the draft holds at `path`, redrawn only when that changes. */
export const useDraftValue = <V>(store: DraftStore, path: ContentPath<V>) =>
  useSyncExternalStore(store.subscribe, () => valueAt<V>(store.draft(), path));

/** The refusal shown at `path`, if any. */
export const useFieldError = (store: DraftStore, path: string) =>
  useSyncExternalStore(store.subscribe, () => store.errors()[path]);
