/** Where the team's draft stands against the server. */
export interface AutosaveState {
  /** Edits not saved yet: waiting for a pause, on their way, or refused. */
  pending: boolean;
  /** When the server last kept the draft, and who did when it was someone else. */
  saved: { at: string; by: string | null } | null;
  failed: boolean;
}

/** The pause in typing after which the draft is saved. */
const autosaveDelayMs = 1_000;

/**
 * Saves the draft `delayMs` after the last edit, one save at a time (a save starts after the one
 * before it ends, so the server keeps the newest). `save` answers when the server kept it.
 */
export function createDraftAutosave(
  save: () => Promise<string>,
  initial: AutosaveState['saved'],
  delayMs = autosaveDelayMs,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = Promise.resolve();
  let edited = false;
  let state: AutosaveState = { pending: false, saved: initial, failed: false };
  const listeners = new Set<() => void>();
  const update = (changes: Partial<AutosaveState>) => {
    state = { ...state, ...changes };
    listeners.forEach((listener) => listener());
  };

  function stopWaiting() {
    clearTimeout(timer);
    timer = undefined;
  }

  /** Saves the edits now, if there are any; answers once every save has ended. */
  function flush() {
    stopWaiting();
    if (!edited) return saving;
    edited = false;
    saving = saving.then(save).then(
      (at) => update({ pending: edited, saved: { at, by: null }, failed: false }),
      () => {
        // The next edit, or publishing, tries again.
        edited = true;
        update({ failed: true });
      },
    );
    return saving;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    edited() {
      edited = true;
      if (!state.pending) update({ pending: true });
      stopWaiting();
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /**
     * The draft is to go from the server (published or discarded): edits waiting are dropped, and
     * this answers once a save already on its way has ended, so that none lands after.
     */
    forget() {
      stopWaiting();
      edited = false;
      saving = saving.then(() => {
        edited = false;
        update({ pending: false, saved: null, failed: false });
      });
      return saving;
    },
  };
}

export type DraftAutosave = ReturnType<typeof createDraftAutosave>;
